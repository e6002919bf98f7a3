import { useEffect, useState } from 'react';

/** What is left of an unpaid order's hold at `nowMs`: m:ss (h:mm:ss past an hour), or expired. */
export function holdCountdown(expiresAt: string, nowMs: number): { text: string; expired: boolean } {
  const left = Math.max(0, Math.ceil((Date.parse(expiresAt) - nowMs) / 1000));
  if (!Number.isFinite(left) || left === 0) return { text: '0:00', expired: true };
  const hours = Math.floor(left / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = String(left % 60).padStart(2, '0');
  const text = hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
  return { text, expired: false };
}

/**
 * The unpaid order's hold, counting down at payment (issue #45): a limited drop may hold its units
 * for only a few minutes, after which they go to the next shopper. Read by screen readers as a
 * timer (announced when it ends, not every second).
 */
export function PaymentCountdown({ expiresAt }: { expiresAt: string }) {
  const [now, setNow] = useState(() => Date.now());
  const { text, expired } = holdCountdown(expiresAt, now);
  useEffect(() => {
    if (expired) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expired]);
  if (expired)
    return (
      <p role="alert" className="mt-2 text-sm font-semibold text-brand" data-testid="payment-countdown">
        The time to pay for this order is over and its items were released. Pay again to place a new order.
      </p>
    );
  return (
    <p className="mt-2 text-sm text-neutral-700" data-testid="payment-countdown">
      Your items are held for you for{' '}
      <strong role="timer" aria-live="off">
        {text}
      </strong>
      . Pay before then to keep them.
    </p>
  );
}

import { Suspense, useState } from 'react';
import { formatStoreDate } from '../../../shared/format-date';
import { mayHaveShipments } from '../../../shared/orders/shipments-api';
import type { ReturnPolicySettings } from '../../../shared/return-policy/constants';
import { RETURN_TEXT as T } from './constants';
import { lazyWithPreload } from '../../../shared/lazy/lazy-with-preload';
import { ReturnState } from './ReturnState';
import { useOrderReturnsQuery } from './returns-api';

// The form (with its photo drop zone) opens only on a click: its own chunk, fetched when the pointer or focus comes to the button.
const ReturnRequestDialog = lazyWithPreload(() =>
  import('./ReturnRequestDialog').then((module) => module.ReturnRequestDialog),
);
const preload = () => void ReturnRequestDialog.preload().catch(() => undefined);

/** The last day of the window as people read it ('2 Dec 2026'): the moment before it closes, in the store's zone. */
export const lastDayText = (closesAt: string) => formatStoreDate(new Date(Date.parse(closesAt) - 1));

/** The window as the server counts it: open until a day, closed since a day, or not open yet (nothing delivered). */
export function windowText(window: { open: boolean; closesAt: string | null; deliveredAt: string | null }): string {
  if (!window.deliveredAt || !window.closesAt) return T.notDeliveredYet;
  return window.open ? T.windowOpen(lastDayText(window.closesAt)) : T.windowClosed(lastDayText(window.closesAt));
}

/** An order's returns answer; nothing is asked before the order may have been shipped. */
export const useOrderReturns = (orderId: string, status: string | null | undefined) =>
  useOrderReturnsQuery(orderId, { skip: !mayHaveShipments(status) }).data;

/** The policy's settings as this order's returns answer says (the server's window and exchanges). */
export function useReturnPolicySettings(
  orderId: string,
  status: string | null | undefined,
): ReturnPolicySettings | undefined {
  const data = useOrderReturns(orderId, status);
  return data ? { windowDays: data.window.days, exchangesEnabled: data.exchangesEnabled } : undefined;
}

/**
 * An order's returns (issue #43), on My Orders and the guest's order page: the policy's window in
 * the server's words (its setting in days), until when a request can be made or since when it
 * cannot, and each request's state. Shown once something was delivered or requested.
 */
export function OrderReturns({ orderId, status }: { orderId: string; status: string | null | undefined }) {
  const data = useOrderReturns(orderId, status);
  if (!data || (!data.window.deliveredAt && data.returns.length === 0)) return null;
  return (
    <section aria-label={T.title} className="space-y-2 border-t border-neutral-200 py-3 text-sm">
      <h3 className="text-xs font-black tracking-wide uppercase">{T.title}</h3>
      <p className="text-xs text-neutral-700">
        {T.policy(data.window.days)} {windowText(data.window)}
      </p>
      {data.returns.length > 0 && (
        <ul className="space-y-2" aria-label="Return requests">
          {data.returns.map((request) => (
            <ReturnState key={request.returnId} request={request} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** "Request a return", while the server says one can be made (delivered, in the window, something left); opens the form. */
export function RequestReturnButton({
  orderId,
  status,
  className,
}: {
  orderId: string;
  status: string | null | undefined;
  className: string;
}) {
  const data = useOrderReturns(orderId, status);
  const [open, setOpen] = useState(false);
  if (!data?.canRequest) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        className={className}
        aria-haspopup="dialog"
      >
        {T.request}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReturnRequestDialog data={data} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

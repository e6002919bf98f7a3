import { shortOrderId } from '@store/contracts';
import { useRef, useState } from 'react';
import { api } from '../../shared/api/api';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { formatPrice } from '../../shared/format-price';
import { buttonClass } from '../../shared/ui/buttons';
import { Modal } from '../../shared/ui/Modal';
import { selectAuth } from '../../shared/auth/auth-slice';
import { usePayment } from '../../shared/payments/usePayment';
import { PAYMENT_RETRY_LIMIT } from './constants';
import { canRetryPayment, isGuestOrder, retriesLeftOf, retriesLeftText } from './order-status';
import type { Order } from '../../shared/orders/types';

/**
 * Retry Payment (spec section 4, step 7): pays an order whose payment failed, up to 3 retries,
 * through the same gateway path as the checkout (create the provider's order for this order, open
 * the gateway, verify), then refreshes My Orders. Closes itself once the payment succeeds.
 */
export function RetryPaymentModal({ order, onClose }: { order: Order; onClose: () => void }) {
  const { user, isAuthenticated } = useAppSelector(selectAuth);
  const dispatch = useAppDispatch();
  const { pay, gatewayUi, gatewayOpen } = usePayment();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const retryable = canRetryPayment(order);
  const left = retriesLeftOf(order);

  async function retry() {
    if (running.current || !retryable) return;
    running.current = true;
    setBusy(true);
    try {
      const result = await pay({
        orderId: order._id,
        totalPrice: order.totalPrice,
        guest: isGuestOrder(order, isAuthenticated),
        description: `Order #${shortOrderId(order._id)}`,
        prefill: {
          name: order.customerName || order.shippingAddress?.name || user?.name || undefined,
          email: order.customerEmail || user?.email || undefined,
          contact: order.customerPhone || order.shippingAddress?.phone || user?.phone || undefined,
        },
      });
      // Every attempt may change the order (paid, failed again, retries left): refetch My Orders.
      dispatch(api.util.invalidateTags(['Orders']));
      if (result.kind === 'paid') onClose();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  // The simulated gateway's test dialog stands in for this one while it is open.
  if (gatewayOpen) return <>{gatewayUi}</>;

  return (
    <Modal title="Retry Payment" onClose={busy ? undefined : onClose} size="sm">
      <p className="text-sm text-neutral-700">
        Order <strong>#{shortOrderId(order._id)}</strong> · {formatPrice(order.totalPrice)}
      </p>
      <p className="mt-3 text-sm text-neutral-700">
        The last payment for this order did not go through. You can retry it up to {PAYMENT_RETRY_LIMIT} times.
      </p>
      <p className="mt-2 text-sm font-bold" data-testid="retries-left">
        {retriesLeftText(left)}
      </p>
      {!retryable && (
        <div role="note" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          <p className="font-bold">This order can no longer be paid online.</p>
          <p className="mt-1">Please place a new order or contact us on WhatsApp.</p>
        </div>
      )}
      <button
        type="button"
        data-autofocus={retryable ? true : undefined}
        className={`${buttonClass.primary} mt-5 w-full`}
        onClick={retry}
        disabled={!retryable || busy}
        aria-busy={busy}
      >
        {busy ? 'Processing...' : `Pay ${formatPrice(order.totalPrice)}`}
      </button>
    </Modal>
  );
}

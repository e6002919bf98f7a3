import { formatPrice } from '../../shared/format-price';
import { buttonClass } from '../../shared/ui/buttons';
import { Modal } from '../../shared/ui/Modal';
import { shortOrderId } from './order-status';
import type { Order } from './types';

/**
 * RETRY PAYMENT: NOT BUILT YET. The lead wires it with the pay step: POST /payments/create-order
 * for this order, open the provider, verify, then refresh the orders. It shows the amount and a
 * disabled Pay button until then, never a fake success.
 */
export function RetryPaymentModal({ order, onClose }: { order: Order; onClose: () => void }) {
  return (
    <Modal title="Retry Payment" onClose={onClose} size="sm">
      <p className="text-sm text-neutral-700">
        Order <strong>#{shortOrderId(order._id)}</strong> · {formatPrice(order.totalPrice)}
      </p>
      <div role="note" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
        <p className="font-bold">Online payment is not available yet.</p>
        <p className="mt-1">Please try again later or contact us on WhatsApp.</p>
      </div>
      <button type="button" className={`${buttonClass.primary} mt-5 w-full`} disabled>
        Pay {formatPrice(order.totalPrice)}
      </button>
    </Modal>
  );
}

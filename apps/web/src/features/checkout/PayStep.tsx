import { formatPrice } from '../../shared/format-price';
import { buttonClass } from '../../shared/ui/buttons';
import type { OrderDraft } from './types';

interface PayStepProps {
  draft: OrderDraft;
  onBack: () => void;
}

/**
 * PAY STEP: NOT BUILT YET. The lead finishes it in the payment step of the storefront issue:
 * create the order (POST /orders, or POST /orders/guest with customerName, customerPhone and
 * customerEmail), GET /payments/config, open the provider (or the simulated gateway's test
 * dialog) with the amount in paise, verify (/payments/verify or /payments/verify-guest), report
 * failures (/payments/payment-failed), clear the cart for cart checkouts, save a new address to
 * the profile (silently), then go to /order-confirmation/{orderId}.
 *
 * Until then it shows what would be paid and a disabled Pay button: it never fakes a success.
 */
export function PayStep({ draft, onBack }: PayStepProps) {
  return (
    <section aria-labelledby="pay-step-title" className="rounded-lg border border-neutral-200 p-5">
      <h2 id="pay-step-title" className="text-lg font-black tracking-wide uppercase">
        Payment
      </h2>
      <p className="mt-2 text-sm text-neutral-700">
        Delivering to <strong>{draft.shippingAddress.name}</strong>, {draft.shippingAddress.street}, {draft.shippingAddress.city}
        {draft.shippingAddress.state ? `, ${draft.shippingAddress.state}` : ''}
      </p>
      <div role="note" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
        <p className="font-bold">Online payment is not available yet.</p>
        <p className="mt-1">This order cannot be placed until the payment step is connected.</p>
      </div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <button type="button" className={`${buttonClass.primary} sm:flex-1`} disabled>
          Pay {formatPrice(draft.totalPrice)}
        </button>
        <button type="button" className={buttonClass.outline} onClick={onBack}>
          Edit address
        </button>
      </div>
    </section>
  );
}

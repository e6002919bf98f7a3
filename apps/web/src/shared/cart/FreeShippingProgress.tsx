import { formatPrice } from '../format-price';
import { TruckIcon } from '../ui/icons/TruckIcon';
import { SHIPPING, SHIPPING_TEXT } from './constants';
import { freeShippingProgress } from './shipping';

/** The bar towards free shipping at ₹699. */
export function FreeShippingProgress({ subtotal }: { subtotal: number }) {
  const { unlocked, remaining, percent } = freeShippingProgress(subtotal);
  const text = unlocked
    ? SHIPPING_TEXT.freeShippingUnlocked
    : SHIPPING_TEXT.freeShippingRemaining(formatPrice(remaining));
  return (
    <div>
      <p
        className={`flex items-center gap-2 text-sm font-semibold ${unlocked ? 'text-green-700' : 'text-neutral-800'}`}
      >
        <TruckIcon className="size-5 shrink-0" />
        <span id="free-shipping-text">{text}</span>
      </p>
      <div
        role="progressbar"
        aria-labelledby="free-shipping-text"
        aria-valuemin={0}
        aria-valuemax={SHIPPING.freeFrom}
        aria-valuenow={Math.min(subtotal, SHIPPING.freeFrom)}
        aria-valuetext={text}
        className="mt-2 h-2 overflow-hidden rounded-full bg-neutral-200"
      >
        <div
          className={`h-full rounded-full transition-all ${unlocked ? 'bg-green-600' : 'bg-brand'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

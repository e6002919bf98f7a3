import { CheckDelivery } from '../../shared/delivery/CheckDelivery';
import { DiscountCodeField, DiscountLines } from '../../shared/discounts/DiscountCodeField';
import type { DiscountQuote } from '../../shared/discounts/useDiscountQuote';
import { formatPrice } from '../../shared/format-price';
import { FreeShippingProgress } from '../../shared/cart/FreeShippingProgress';
import { orderTotals } from '../../shared/cart/shipping';
import { IMAGE_LAYOUTS } from '../../shared/images/image-layouts';
import { imageLoading } from '../../shared/images/image-loading';
import { imageSources } from '../../shared/images/image-sources';

export interface SummaryItem {
  key: string;
  name: string;
  image: string;
  size: string;
  colorName?: string | null;
  quantity: number;
  price: number;
}

/**
 * Items, subtotal, shipping (free from ₹699, else ₹29), total and the free-shipping bar; with a
 * discount code box (issue #44), the server's discount line, shipping and total after it.
 */
export function OrderSummary({
  items,
  discount,
  codeLocked = false,
}: {
  items: SummaryItem[];
  discount?: DiscountQuote;
  /** On the pay step the order's code no longer changes. */
  codeLocked?: boolean;
}) {
  const subtotal = items.reduce((total, item) => total + item.price * item.quantity, 0);
  const { shipping, total } = orderTotals(subtotal);
  return (
    <section
      aria-labelledby="order-summary-title"
      className="h-fit rounded-lg border border-neutral-200 bg-neutral-50 p-5"
    >
      <h2 id="order-summary-title" className="text-base font-black tracking-wide uppercase">
        Order Summary
      </h2>
      <ul className="mt-4 divide-y divide-neutral-200">
        {items.map((item) => (
          <li key={item.key} className="flex gap-3 py-3">
            <img
              {...imageSources(item.image, IMAGE_LAYOUTS.orderLine)}
              alt=""
              width={56}
              height={72}
              {...imageLoading('lazy')}
              className="h-18 w-14 shrink-0 rounded bg-neutral-200 object-cover"
            />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold text-neutral-900">{item.name}</p>
              <p className="text-xs text-neutral-600">
                Size {item.size}
                {item.colorName ? ` · ${item.colorName}` : ''} · Qty {item.quantity}
              </p>
            </div>
            <p className="text-sm font-semibold">{formatPrice(item.price * item.quantity)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-2 border-t border-neutral-200 pt-4 text-sm">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd>{formatPrice(subtotal)}</dd>
        </div>
        {!discount?.applied && (
          <>
            <div className="flex justify-between">
              <dt>Shipping</dt>
              <dd>{shipping === 0 ? 'FREE' : formatPrice(shipping)}</dd>
            </div>
            <div className="flex justify-between border-t border-neutral-200 pt-2 text-base font-black uppercase">
              <dt>Total</dt>
              <dd data-testid="order-total">{formatPrice(total)}</dd>
            </div>
          </>
        )}
      </dl>
      {discount && (
        <div className="mt-2 space-y-3">
          <DiscountLines quote={discount} />
          {!codeLocked && <DiscountCodeField quote={discount} />}
        </div>
      )}
      <div className="mt-5">
        <FreeShippingProgress subtotal={subtotal} />
      </div>
      <CheckDelivery className="mt-5 border-t border-neutral-200 pt-4" />
    </section>
  );
}

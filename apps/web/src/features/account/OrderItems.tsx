import { formatPrice } from '../../shared/format-price';
import { PriceTag } from '../../shared/ui/PriceTag';
import type { OrderItem } from '../../shared/orders/types';
import { IMAGE_LAYOUTS } from '../../shared/images/image-layouts';
import { imageLoading } from '../../shared/images/image-loading';
import { imageSources } from '../../shared/images/image-sources';

/** The items of an order: image, name, size, colour, quantity and price. */
export function OrderItems({ items }: { items: OrderItem[] }) {
  return (
    <ul className="divide-y divide-neutral-200">
      {items.map((item, index) => (
        <li key={`${item.name}-${item.size}-${item.colorVariantId ?? ''}-${index}`} className="flex gap-3 py-3">
          {item.image ? (
            <img
              {...imageSources(item.image, IMAGE_LAYOUTS.orderLine)}
              alt=""
              width={56}
              height={72}
              {...imageLoading('lazy')}
              className="h-18 w-14 shrink-0 rounded bg-neutral-100 object-cover"
            />
          ) : (
            <span aria-hidden="true" className="h-18 w-14 shrink-0 rounded bg-neutral-100" />
          )}
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-semibold text-neutral-900">{item.name}</p>
            <p className="text-xs text-neutral-600">
              {item.size ? `Size ${item.size}` : ''}
              {item.colorName ? ` · ${item.colorName}` : ''} · Qty {item.quantity}
            </p>
            {/* The unit price as the shopper saw it when ordering, with the price struck through then. */}
            <PriceTag price={item.price} originalPrice={item.originalPrice} />
          </div>
          <p className="text-sm font-semibold">{formatPrice(item.price * item.quantity)}</p>
        </li>
      ))}
    </ul>
  );
}

import { Link } from 'react-router-dom';
import { formatPrice } from '../../shared/format-price';
import { IMAGE_LAYOUTS } from '../../shared/images/image-layouts';
import { imageLoading } from '../../shared/images/image-loading';
import { imageSources } from '../../shared/images/image-sources';
import { TrashIcon } from '../../shared/ui/icons/TrashIcon';
import { PriceTag } from '../../shared/ui/PriceTag';
import { QuantityStepper } from '../../shared/ui/QuantityStepper';
import { stockFor } from '../../shared/products/product-rules';
import type { CartLine } from '../../shared/cart/types';
import { useCartLine } from './useCartLine';

interface CartLineItemProps {
  line: CartLine;
  onNavigate?: () => void;
  /** The cart page shows the line total as well. */
  showLineTotal?: boolean;
}

/** One cart line: image, name, size and colour, price, quantity stepper and remove. */
export function CartLineItem({ line, onNavigate, showLineTotal = false }: CartLineItemProps) {
  const { busy, setQuantity, remove } = useCartLine(line);
  const name = line.product.name;
  // The product page's rule: '+' stops at the stock of the line's size and colour (the line's
  // product is refreshed before each change, so this follows the latest stock).
  const available = stockFor(line.product, line.size, line.colorVariantId);
  return (
    <li className={`flex gap-4 py-4 ${busy ? 'opacity-60' : ''}`} aria-busy={busy}>
      <Link
        to={`/products/${line.product._id}`}
        onClick={onNavigate}
        className="shrink-0"
        tabIndex={-1}
        aria-hidden="true"
      >
        <img
          {...imageSources(line.image, IMAGE_LAYOUTS.cartLine)}
          alt=""
          width={96}
          height={128}
          {...imageLoading('lazy')}
          className="h-28 w-20 rounded-md bg-neutral-100 object-cover sm:h-32 sm:w-24"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <Link
            to={`/products/${line.product._id}`}
            onClick={onNavigate}
            className="text-sm font-bold text-neutral-900 hover:underline"
          >
            {name}
          </Link>
          <button
            type="button"
            onClick={remove}
            disabled={busy}
            aria-label={`Remove ${name} from cart`}
            className="-m-1 shrink-0 rounded p-1 text-neutral-500 hover:text-brand-dark disabled:opacity-50"
          >
            <TrashIcon className="size-5" />
          </button>
        </div>
        <p className="flex flex-wrap items-center gap-x-3 text-xs text-neutral-600">
          <span>Size: {line.size}</span>
          {line.colorName && (
            <span className="inline-flex items-center gap-1">
              <span
                aria-hidden="true"
                className="size-3 rounded-full border border-neutral-300"
                style={{ backgroundColor: line.colorCode ?? undefined }}
              />
              {line.colorName}
            </span>
          )}
        </p>
        <PriceTag price={line.price} originalPrice={line.originalPrice} />
        <div className="mt-auto flex items-center justify-between gap-2 pt-1">
          <QuantityStepper
            value={line.quantity}
            onChange={setQuantity}
            itemName={name}
            max={available}
            disabled={busy}
            size="sm"
          />
          {showLineTotal && <span className="text-sm font-bold">{formatPrice(line.price * line.quantity)}</span>}
        </div>
      </div>
    </li>
  );
}

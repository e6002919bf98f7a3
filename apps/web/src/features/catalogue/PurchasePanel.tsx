import { SIZES, VALIDATION_MESSAGES as V } from '@store/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../shared/store/hooks';
import { toast } from '../../shared/toast/toast';
import { buttonClass } from '../../shared/ui/buttons';
import { QuantityStepper } from '../../shared/ui/QuantityStepper';
import { addToCart } from '../../shared/cart/cart-thunks';
import { saveBuyNow } from '../../shared/orders/buy-now-state';
import { CheckDelivery } from '../../shared/delivery/CheckDelivery';
import { ColourPicker } from './ColourPicker';
import { PRODUCT_TEXT } from '../../shared/products/constants';
import { CATALOGUE_TEXT } from './constants';
import { LowStockWarning } from './LowStockWarning';
import { NotifyMeButton } from './NotifyMeButton';
import { imagesFor, isInStock, stockFor, type ColourOption } from '../../shared/products/product-rules';
import { SizePicker } from './SizePicker';
import { SizeGuideLink } from './size-guide/SizeGuideLink';
import type { Product } from '../../shared/products/types';
import { WishlistToggle } from '../../shared/wishlist/WishlistToggle';

interface PurchasePanelProps {
  product: Product;
  options: ColourOption[];
  colour: ColourOption | undefined;
  onColourChange: (key: string) => void;
}

/** The product's sizes: its list, else the sizes its stock map names, in size order. */
function sizesOf(product: Product): string[] {
  if (product.sizes?.length) return product.sizes;
  const named = typeof product.stock === 'object' && product.stock ? Object.keys(product.stock) : [];
  return (SIZES as readonly string[]).filter((size) => named.includes(size));
}

/**
 * Colour, size, quantity and the buttons: Add to Cart and Buy Now when in stock, a disabled
 * 'Out of Stock' plus Notify Me when not, only Notify Me when upcoming.
 */
export function PurchasePanel({ product, options, colour, onColourChange }: PurchasePanelProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [size, setSize] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);

  const variantId = colour?.variantId ?? null;
  const stockOf = (candidate: string) => stockFor(product, candidate, variantId);
  const stock = size ? stockOf(size) : 0;
  const maxQuantity = Math.max(1, stock);
  const sizes = sizesOf(product);
  const inStock = isInStock(product);

  function chooseColour(key: string) {
    onColourChange(key);
    setQuantity(1);
    const next = options.find((option) => option.key === key);
    if (size && stockFor(product, size, next?.variantId ?? null) <= 0) setSize(null);
  }

  function chooseSize(next: string) {
    setSize(next);
    setQuantity((current) => Math.min(current, Math.max(1, stockOf(next))));
  }

  /** Find my size's 'Choose M': false (nothing chosen) for a size this colour does not have in stock. */
  function chooseSuggested(next: string): boolean {
    if (!sizes.includes(next) || stockOf(next) <= 0) return false;
    chooseSize(next);
    return true;
  }

  /** The selection, or the first missing choice as a toast. */
  function selection() {
    if (!colour) {
      toast.error(V.selectColor);
      return null;
    }
    if (!size) {
      toast.error(V.selectSize);
      return null;
    }
    return {
      product,
      quantity,
      size,
      colorVariantId: variantId,
      colorName: colour.name,
      colorCode: colour.code,
      image: imagesFor(product, colour)[0]?.url ?? null,
    };
  }

  async function addSelection() {
    const chosen = selection();
    if (!chosen) return;
    setAdding(true);
    try {
      await dispatch(addToCart(chosen)).unwrap();
      toast.success(CATALOGUE_TEXT.addedToCart);
    } catch (message) {
      toast.error(String(message));
    } finally {
      setAdding(false);
    }
  }

  function buyNow() {
    const chosen = selection();
    if (!chosen) return;
    saveBuyNow({
      productId: product._id,
      size: chosen.size,
      colorVariantId: chosen.colorVariantId,
      colorName: chosen.colorName,
      colorCode: chosen.colorCode,
      image: chosen.image,
      quantity,
    });
    navigate(`/buy-now/${product._id}`);
  }

  return (
    <div className="space-y-6">
      {options.length > 0 && (
        <ColourPicker options={options} selectedKey={colour?.key ?? null} onSelect={chooseColour} />
      )}
      {!product.isUpcoming && sizes.length > 0 && (
        <SizePicker
          sizes={sizes}
          selected={size}
          onSelect={chooseSize}
          stockOf={stockOf}
          guide={<SizeGuideLink productId={product._id} onChoose={chooseSuggested} />}
        />
      )}
      {!product.isUpcoming && inStock && (
        <div className="space-y-2">
          <p className="text-sm font-bold tracking-wide uppercase">Quantity</p>
          <QuantityStepper
            value={quantity}
            onChange={(next) => setQuantity(Math.min(Math.max(1, next), maxQuantity))}
            itemName={product.name}
            min={1}
            max={maxQuantity}
          />
          {size && <LowStockWarning stock={stock} />}
        </div>
      )}
      <div className="flex flex-col gap-3">
        {product.isUpcoming ? (
          <div className="flex gap-3">
            <div className="flex-1">
              <NotifyMeButton productId={product._id} productName={product.name} />
            </div>
            <WishlistToggle product={product} />
          </div>
        ) : inStock ? (
          <>
            <div className="flex gap-3">
              <button
                type="button"
                className={`${buttonClass.primary} flex-1`}
                onClick={addSelection}
                disabled={adding}
              >
                {adding ? 'Adding...' : 'Add to Cart'}
              </button>
              <WishlistToggle product={product} />
            </div>
            <button type="button" className={`${buttonClass.dark} w-full`} onClick={buyNow}>
              Buy Now
            </button>
          </>
        ) : (
          <>
            <div className="flex gap-3">
              <button type="button" className={`${buttonClass.primary} flex-1`} disabled>
                {PRODUCT_TEXT.outOfStock}
              </button>
              <WishlistToggle product={product} />
            </div>
            <NotifyMeButton productId={product._id} productName={product.name} />
          </>
        )}
      </div>
      {!product.isUpcoming && <CheckDelivery />}
    </div>
  );
}

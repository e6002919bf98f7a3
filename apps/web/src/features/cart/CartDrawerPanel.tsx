import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../shared/store/hooks';
import { formatPrice } from '../../shared/format-price';
import { buttonClass } from '../../shared/ui/buttons';
import { BagIcon } from '../../shared/ui/icons/BagIcon';
import { CloseIcon } from '../../shared/ui/icons/CloseIcon';
import { SlideOver } from '../../shared/ui/SlideOver';
import { KEEP_CLEAR_OF_TOASTS } from '../../shared/toast/placement';
import { selectCartCount, selectCartLines, selectCartSubtotal } from '../../shared/cart/cart-slice';
import { DiscountCodeField, DiscountLines } from '../../shared/discounts/DiscountCodeField';
import { useDiscountQuote } from '../../shared/discounts/useDiscountQuote';
import { CartLineItem } from './CartLineItem';
import { discountItemsOf } from './discount-items';
import { CART_TEXT } from './constants';

/** The open cart drawer: the lines, the total and Proceed to Checkout (its own chunk, see CartDrawer). */
export function CartDrawerPanel({ onClose }: { onClose: () => void }) {
  const lines = useAppSelector(selectCartLines);
  const count = useAppSelector(selectCartCount);
  const total = useAppSelector(selectCartSubtotal);
  const navigate = useNavigate();
  const discount = useDiscountQuote(discountItemsOf(lines));
  return (
    <SlideOver side="right" labelledBy="cart-drawer-title" onClose={onClose} width="w-3/4 md:w-[30rem]">
      <div
        className="flex items-center justify-between border-b border-neutral-200 px-4 py-4 sm:px-6"
        {...KEEP_CLEAR_OF_TOASTS}
      >
        <h2 id="cart-drawer-title" className="text-lg font-black tracking-wide uppercase">
          {CART_TEXT.drawerTitle} ({count})
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close cart"
          className="rounded-full p-2 hover:bg-neutral-100"
        >
          <CloseIcon />
        </button>
      </div>
      {lines.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
          <BagIcon className="size-12 text-neutral-400" />
          <p className="text-base font-semibold text-neutral-800">{CART_TEXT.drawerEmpty}</p>
          <button type="button" onClick={onClose} className={buttonClass.outline}>
            {CART_TEXT.continueShopping}
          </button>
        </div>
      ) : (
        <>
          <ul className="flex-1 divide-y divide-neutral-200 overflow-y-auto px-4 sm:px-6">
            {lines.map((line) => (
              <CartLineItem
                key={`${line.product._id}|${line.size}|${line.colorVariantId ?? ''}`}
                line={line}
                onNavigate={onClose}
              />
            ))}
          </ul>
          <div className="border-t border-neutral-200 px-4 py-4 sm:px-6">
            <DiscountCodeField quote={discount} className="mb-3" />
            <p className="flex items-center justify-between text-base font-black uppercase">
              <span>{discount.applied ? 'Subtotal' : CART_TEXT.total}</span>
              <span data-testid="cart-total">{formatPrice(total)}</span>
            </p>
            <div className="mt-1">
              <DiscountLines quote={discount} />
            </div>
            <p className="mt-1 text-xs text-neutral-600">{CART_TEXT.checkoutNote}</p>
            <button
              type="button"
              className={`${buttonClass.primary} mt-4 w-full`}
              onClick={() => {
                onClose();
                navigate('/checkout');
              }}
            >
              {CART_TEXT.proceed}
            </button>
          </div>
        </>
      )}
    </SlideOver>
  );
}

import { CheckDelivery } from '../../shared/delivery/CheckDelivery';
import { pluralise } from '@store/contracts';
import { Link, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../shared/store/hooks';
import { formatPrice } from '../../shared/format-price';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { buttonClass } from '../../shared/ui/buttons';
import { PageHeading } from '../../shared/ui/PageHeading';
import { FreeShippingProgress } from '../../shared/cart/FreeShippingProgress';
import { selectCartCount, selectCartLines, selectCartSubtotal } from '../../shared/cart/cart-slice';
import { DiscountCodeField, DiscountLines } from '../../shared/discounts/DiscountCodeField';
import { useDiscountQuote } from '../../shared/discounts/useDiscountQuote';
import { CartLineItem } from './CartLineItem';
import { discountItemsOf } from './discount-items';
import { CART_TEXT } from './constants';

/** /cart: the lines with steppers and remove, the total, and Proceed to Checkout. */
export function CartPage() {
  usePageTitle('Cart');
  const lines = useAppSelector(selectCartLines);
  const count = useAppSelector(selectCartCount);
  const total = useAppSelector(selectCartSubtotal);
  const navigate = useNavigate();
  const discount = useDiscountQuote(discountItemsOf(lines));

  if (lines.length === 0) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <PageHeading>Your Cart</PageHeading>
        <p className="text-neutral-700">{CART_TEXT.pageEmpty}</p>
        <Link to="/collections" className={`${buttonClass.dark} mt-6`}>
          {CART_TEXT.continueShopping}
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeading subtitle={pluralise(count, 'item')}>Your Cart</PageHeading>
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <ul className="divide-y divide-neutral-200 border-y border-neutral-200">
          {lines.map((line) => (
            <CartLineItem
              key={`${line.product._id}|${line.size}|${line.colorVariantId ?? ''}`}
              line={line}
              showLineTotal
            />
          ))}
        </ul>
        <aside aria-label="Cart total" className="h-fit rounded-lg border border-neutral-200 p-5">
          <FreeShippingProgress subtotal={total} />
          <p className="mt-5 flex items-center justify-between text-lg font-black uppercase">
            <span>{discount.applied ? 'Subtotal' : CART_TEXT.total}</span>
            <span>{formatPrice(total)}</span>
          </p>
          <div className="mt-2">
            <DiscountLines quote={discount} />
          </div>
          <DiscountCodeField quote={discount} className="mt-4" />
          <p className="mt-1 text-xs text-neutral-600">{CART_TEXT.checkoutNote}</p>
          <button type="button" className={`${buttonClass.primary} mt-5 w-full`} onClick={() => navigate('/checkout')}>
            {CART_TEXT.proceed}
          </button>
          <Link to="/collections" className={`${buttonClass.link} mt-4 block text-center text-sm`}>
            {CART_TEXT.continueShopping}
          </Link>
          <CheckDelivery className="mt-5 border-t border-neutral-200 pt-4" />
        </aside>
      </div>
    </div>
  );
}

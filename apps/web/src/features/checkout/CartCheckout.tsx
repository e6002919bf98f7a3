import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../shared/store/hooks';
import { buttonClass } from '../../shared/ui/buttons';
import { PageHeading } from '../../shared/ui/PageHeading';
import { selectUser } from '../../shared/auth/auth-slice';
import { selectCartLines } from '../../shared/cart/cart-slice';
import { AddressStep } from './AddressStep';
import { hasSavedAddress, initialAddress } from '../../shared/address/address-rules';
import { CHECKOUT_TEXT } from './constants';
import { buildOrderDraft, orderItemFromLine } from './order-draft';
import { OrderSummary } from './OrderSummary';
import { guestContact, useDiscountQuote } from '../../shared/discounts/useDiscountQuote';
import { PayStep } from './PayStep';
import { summaryItemsFromLines } from './summary-items';
import type { OrderDraft } from './types';

/** The cart-based checkout shared by /checkout (signed in) and /guest-checkout. */
export function CartCheckout({ guest }: { guest: boolean }) {
  const lines = useAppSelector(selectCartLines);
  const user = useAppSelector(selectUser);
  const [address, setAddress] = useState(() => initialAddress(guest ? null : user));
  const [email, setEmail] = useState('');
  const [buyerGstin, setBuyerGstin] = useState('');
  const [draft, setDraft] = useState<OrderDraft | null>(null);
  const discount = useDiscountQuote(
    lines.map((line) => ({
      product: line.product._id,
      quantity: line.quantity,
      size: line.size,
      colorVariantId: line.colorVariantId,
    })),
    guest ? guestContact(email, address.phone) : {},
  );

  if (lines.length === 0 && !draft) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <PageHeading>Checkout</PageHeading>
        <p className="text-neutral-700">{CHECKOUT_TEXT.emptyCart}</p>
        <Link to="/collections" className={`${buttonClass.dark} mt-6`}>
          Continue Shopping
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeading subtitle={guest ? 'Checking out as a guest' : undefined}>Checkout</PageHeading>
      <div className="grid gap-10 lg:grid-cols-[1fr_24rem]">
        <div>
          {draft ? (
            <PayStep draft={draft} onBack={() => setDraft(null)} />
          ) : (
            <AddressStep
              address={address}
              onAddressChange={setAddress}
              zipRequired
              email={guest ? { value: email, onChange: setEmail } : undefined}
              buyerGstin={{ value: buyerGstin, onChange: setBuyerGstin }}
              canUseDifferentAddress={!guest && hasSavedAddress(user)}
              onContinue={() =>
                setDraft(
                  buildOrderDraft(guest ? 'guest' : 'checkout', lines.map(orderItemFromLine), address, {
                    customerEmail: guest ? email : undefined,
                    buyerGstin,
                    discount: discount.applied,
                  }),
                )
              }
            />
          )}
        </div>
        <OrderSummary items={summaryItemsFromLines(lines)} discount={discount} codeLocked={Boolean(draft)} />
      </div>
    </div>
  );
}

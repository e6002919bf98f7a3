import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppSelector } from '../../shared/store/hooks';
import { statusOf } from '../../shared/api-error';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { buttonClass } from '../../shared/ui/buttons';
import { PageHeading } from '../../shared/ui/PageHeading';
import { QuantityStepper } from '../../shared/ui/QuantityStepper';
import { Spinner } from '../../shared/ui/Spinner';
import { selectAuth } from '../../shared/auth/auth-slice';
import { PRODUCT_TEXT } from '../../shared/products/constants';
import { primaryImage, sellingPrice, stockFor } from '../../shared/products/product-rules';
import { useGetProductQuery } from '../../shared/products/products-api';
import type { Product } from '../../shared/products/types';
import { AddressStep } from './AddressStep';
import { hasSavedAddress, initialAddress } from '../../shared/address/address-rules';
import { readBuyNow, saveBuyNow, type BuyNowState } from '../../shared/orders/buy-now-state';
import { CHECKOUT_TEXT } from './constants';
import { buildOrderDraft } from './order-draft';
import { OrderSummary } from './OrderSummary';
import { guestContact, useDiscountQuote } from '../../shared/discounts/useDiscountQuote';
import { PayStep } from './PayStep';
import type { OrderDraft } from './types';
import { IMAGE_LAYOUTS } from '../../shared/images/image-layouts';
import { imageLoading } from '../../shared/images/image-loading';
import { imageSources } from '../../shared/images/image-sources';

/** /buy-now/{id}: one product bought straight away, by a guest or a signed-in shopper. */
export function BuyNowPage() {
  usePageTitle('Buy Now');
  const { id = '' } = useParams();
  const { data: product, isLoading, error } = useGetProductQuery(id);
  const saved = readBuyNow();

  if (isLoading) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading product" />
      </div>
    );
  }
  if (!product) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <p className="text-neutral-800">{statusOf(error) === 404 ? PRODUCT_TEXT.notFound : PRODUCT_TEXT.loadFailed}</p>
      </div>
    );
  }
  if (!saved || saved.productId !== product._id) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <PageHeading>Buy Now</PageHeading>
        <p className="text-neutral-700">Choose a colour and size for {product.name} first.</p>
        <Link to={`/products/${product._id}`} className={`${buttonClass.dark} mt-6`}>
          Back to product
        </Link>
      </div>
    );
  }
  return <BuyNowCheckout product={product} selection={saved} />;
}

function BuyNowCheckout({ product, selection }: { product: Product; selection: BuyNowState }) {
  const { user, isAuthenticated } = useAppSelector(selectAuth);
  const available = stockFor(product, selection.size, selection.colorVariantId);
  const [quantity, setQuantity] = useState(Math.max(1, selection.quantity));
  const [address, setAddress] = useState(() => initialAddress(user));
  const [email, setEmail] = useState(user?.email ?? '');
  const [buyerGstin, setBuyerGstin] = useState('');
  const [draft, setDraft] = useState<OrderDraft | null>(null);
  const overStock = quantity > available;
  const price = sellingPrice(product);
  const image = selection.image || primaryImage(product);
  const item = {
    product: product._id,
    name: product.name,
    quantity,
    size: selection.size,
    price,
    image,
    colorVariantId: selection.colorVariantId,
    colorName: selection.colorName,
    colorCode: selection.colorCode,
  };

  const discount = useDiscountQuote(
    [{ product: product._id, quantity, size: selection.size, colorVariantId: selection.colorVariantId }],
    isAuthenticated ? {} : guestContact(email, address.phone),
  );

  function changeQuantity(next: number) {
    const clamped = Math.max(1, next);
    setQuantity(clamped);
    saveBuyNow({ ...selection, quantity: clamped });
  }

  function continueToPayment() {
    // Over the stock, the message already shows (once) under the stepper.
    if (overStock) return;
    setDraft(
      buildOrderDraft('buy-now', [item], address, { customerEmail: email, buyerGstin, discount: discount.applied }),
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeading subtitle={isAuthenticated ? undefined : 'No account needed'}>Buy Now</PageHeading>
      {!isAuthenticated && (
        <p className="mb-6 text-sm text-neutral-700">
          Have an account?{' '}
          <Link to="/login?redirect=buy-now" className={buttonClass.link}>
            Log in for faster checkout
          </Link>
        </p>
      )}
      <div className="grid gap-10 lg:grid-cols-[1fr_24rem]">
        <div className="space-y-8">
          <section aria-labelledby="buy-now-product" className="flex gap-4 rounded-lg border border-neutral-200 p-4">
            <img
              {...imageSources(image, IMAGE_LAYOUTS.buyNow)}
              alt={product.name}
              width={96}
              height={128}
              {...imageLoading('eager')}
              className="h-32 w-24 rounded-md bg-neutral-100 object-cover"
            />
            <div className="flex flex-col gap-1">
              <h2 id="buy-now-product" className="font-bold">
                {product.name}
              </h2>
              <p className="text-sm text-neutral-600">
                Size {selection.size}
                {selection.colorName ? ` · ${selection.colorName}` : ''}
              </p>
              <div className="mt-2">
                <QuantityStepper
                  value={quantity}
                  onChange={changeQuantity}
                  itemName={product.name}
                  min={1}
                  max={Math.max(1, available)}
                  disabled={Boolean(draft)}
                />
              </div>
              {overStock && (
                <p role="alert" className="text-sm font-semibold text-brand-dark">
                  {CHECKOUT_TEXT.onlyInStock(available)}
                </p>
              )}
            </div>
          </section>
          {draft ? (
            <PayStep draft={draft} onBack={() => setDraft(null)} />
          ) : (
            <AddressStep
              address={address}
              onAddressChange={setAddress}
              zipRequired={false}
              email={{ value: email, onChange: setEmail }}
              buyerGstin={{ value: buyerGstin, onChange: setBuyerGstin }}
              canUseDifferentAddress={hasSavedAddress(user)}
              onContinue={continueToPayment}
            />
          )}
        </div>
        <OrderSummary
          items={[
            {
              key: product._id,
              name: product.name,
              image,
              size: selection.size,
              colorName: selection.colorName,
              quantity,
              price,
            },
          ]}
          discount={discount}
          codeLocked={Boolean(draft)}
        />
      </div>
    </div>
  );
}

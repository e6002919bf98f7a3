import { shortOrderId } from '@store/contracts';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { rememberOrderToken } from '../../shared/orders/order-access';
import { formatPrice } from '../../shared/format-price';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { buttonClass } from '../../shared/ui/buttons';
import { ChatIcon } from '../../shared/ui/icons/ChatIcon';
import { Spinner } from '../../shared/ui/Spinner';
import { ReturnPolicyButton } from '../../shared/return-policy/ReturnPolicyButton';
import { returnChatLink } from '../../shared/contact';
import { useGetOrderQuery } from '../../shared/orders/orders-api';
import { ACCOUNT_TEXT } from './constants';
import { paymentText, statusText } from './order-status';
import { OrderItems } from './OrderItems';
import { TaxDocumentLinks } from './TaxDocumentLinks';
import { DeliveryPromise } from '../../shared/delivery/DeliveryPromise';
import { OrderJourney } from '../../shared/orders/OrderJourney';

/** /order-confirmation/{orderId}: thank-you, order id, items, total, and where to go next. */
export function OrderConfirmationPage() {
  usePageTitle('Order Confirmation');
  const { orderId = '' } = useParams();
  // A guest order opens with the token its link carries (from checkout or the e-mail).
  const [search] = useSearchParams();
  rememberOrderToken(orderId, search.get('token'));
  // Always read it afresh: the payment has just changed it.
  const { data: order, isLoading } = useGetOrderQuery(orderId, { refetchOnMountOrArgChange: true });

  if (isLoading) {
    return (
      <div className="py-24 text-center">
        <Spinner label="Loading order" />
      </div>
    );
  }
  if (!order) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-24 text-center">
        <p className="text-lg font-semibold">{ACCOUNT_TEXT.orderNotFound}</p>
        <Link to="/" className={`${buttonClass.dark} mt-6`}>
          Go Home
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <div className="text-center">
        <p
          className="mx-auto flex size-14 items-center justify-center rounded-full bg-green-100 text-2xl text-green-700"
          aria-hidden="true"
        >
          ✓
        </p>
        <h1 className="mt-4 text-3xl font-black tracking-tight uppercase">Thank you for your order!</h1>
        <p className="mt-2 text-sm text-neutral-700">
          Order <strong className="font-mono text-neutral-900">#{shortOrderId(order._id)}</strong>
        </p>
        <p className="mt-1 text-sm text-neutral-700">
          {statusText(order)} · {paymentText(order)}
        </p>
        <DeliveryPromise order={order} className="mt-2" />
      </div>
      <section aria-labelledby="confirmation-items" className="mt-8 rounded-lg border border-neutral-200 px-4 sm:px-5">
        <h2 id="confirmation-items" className="pt-4 text-sm font-black tracking-wide uppercase">
          Items
        </h2>
        <OrderItems items={order.orderItems ?? []} />
        <OrderJourney order={order} />
        <dl className="space-y-1 border-t border-neutral-200 py-4 text-sm">
          {order.discountCode && (
            <div className="flex justify-between text-green-800">
              <dt>Discount ({order.discountCode})</dt>
              <dd>−{formatPrice(order.discountTotal ?? 0)}</dd>
            </div>
          )}
          {order.shippingCost !== undefined && (
            <div className="flex justify-between">
              <dt>Shipping</dt>
              <dd>{order.shippingCost === 0 ? 'FREE' : formatPrice(order.shippingCost)}</dd>
            </div>
          )}
          <div className="flex justify-between text-base font-black uppercase">
            <dt>Total</dt>
            <dd>{formatPrice(order.totalPrice)}</dd>
          </div>
        </dl>
      </section>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to="/orders" className={buttonClass.primary}>
          View My Orders
        </Link>
        <a href={returnChatLink(order._id)} target="_blank" rel="noreferrer" className={buttonClass.outline}>
          <ChatIcon className="size-5" />
          Return via WhatsApp
        </a>
        <TaxDocumentLinks order={order} className={buttonClass.outline} />
      </div>
      <p className="mt-6 text-center text-sm">
        <ReturnPolicyButton className={buttonClass.link} />
      </p>
    </div>
  );
}

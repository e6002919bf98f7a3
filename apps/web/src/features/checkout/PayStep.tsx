import { shortOrderId } from '@store/contracts';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { messageOr } from '../../shared/api-error';
import { formatPrice } from '../../shared/format-price';
import { toast } from '../../shared/toast/toast';
import { buttonClass } from '../../shared/ui/buttons';
import { useUpdateProfileMutation } from '../../shared/auth/profile-api';
import { useLazyGetOrderQuery } from '../../shared/orders/orders-api';
import type { Order } from '../../shared/orders/types';
import { selectAuth, userUpdated } from '../../shared/auth/auth-slice';
import { cartCleared } from '../../shared/cart/cart-slice';
import { savedCartRequested } from '../../shared/cart/cart-sync';
import { setDiscountCode } from '../../shared/discounts/discount-code';
import { PAYMENT_TEXT } from '../../shared/payments/constants';
import { usePayment } from '../../shared/payments/usePayment';
import { createOrderBody, useCreateOrderMutation } from './checkout-api';
import { orderTokenFor } from '../../shared/orders/order-access';
import { CHECKOUT_TEXT } from './constants';
import { PaymentCountdown } from './payment-countdown';
import { isNewAddress, profileAddressOf } from './profile-address';
import type { OrderDraft } from './types';

interface PayStepProps {
  draft: OrderDraft;
  onBack: () => void;
}

const stillPayable = (order: Order) => order.canPay !== false && !order.isPaid && order.paymentStatus !== 'completed';

/**
 * The order and payment step (spec section 4, 'Checkout with payment'): Pay creates the order
 * (POST /orders, or /orders/guest for a guest), then pays it through the gateway. On success
 * the cart is cleared (cart checkouts), a new address is saved to the shopper's profile
 * (silently) and the shopper goes to /order-confirmation/{orderId}. After a failure or a cancel
 * the shopper is back on this step; paying again re-uses the order while it can still be paid.
 */
export function PayStep({ draft, onBack }: PayStepProps) {
  const { user, token } = useAppSelector(selectAuth);
  const guest = draft.kind === 'guest' || !token;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [createOrder] = useCreateOrderMutation();
  const [fetchOrder] = useLazyGetOrderQuery();
  const [updateProfile] = useUpdateProfileMutation();
  const { pay, gatewayUi } = usePayment();
  const [order, setOrder] = useState<Order | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const { shippingAddress: address } = draft;

  /** The order to pay: the one placed earlier in this visit while it can still be paid, else a new one. */
  async function orderToPay(): Promise<Order | null> {
    if (order) {
      const current = await fetchOrder(order._id)
        .unwrap()
        .catch(() => order);
      if (stillPayable(current)) return current;
    }
    try {
      const created = await createOrder({ guest, body: createOrderBody(draft, guest) }).unwrap();
      setOrder(created);
      return created;
    } catch (error) {
      toast.error(messageOr(error, PAYMENT_TEXT.orderFailed));
      return null;
    }
  }

  /** A new address goes to the signed-in shopper's profile; a failure here is silent. */
  function saveAddressToProfile() {
    if (guest || !user || !isNewAddress(user, address)) return;
    // Name and address only: a phone changes through its code, and sending one would refuse the save.
    updateProfile({ name: user.name, address: profileAddressOf(address) })
      .unwrap()
      .then((updated) => {
        dispatch(userUpdated(updated));
        toast.success(CHECKOUT_TEXT.addressSaved);
      })
      .catch(() => undefined);
  }

  async function submit() {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const target = await orderToPay();
      if (!target) return;
      const result = await pay({
        orderId: target._id,
        totalPrice: target.totalPrice,
        guest,
        description: `Order #${shortOrderId(target._id)}`,
        prefill: {
          name: address.name,
          email: (guest ? draft.customerEmail : user?.email || draft.customerEmail) || undefined,
          contact: address.phone,
        },
      });
      if (result.kind !== 'paid') return;
      // A cart checkout empties the cart; a Buy Now order took its lines out of the saved cart.
      if (draft.kind !== 'buy-now') dispatch(cartCleared());
      else dispatch(savedCartRequested());
      // The code was used on this order (issue #44): the next cart starts without it.
      if (draft.discountCode) setDiscountCode(null);
      saveAddressToProfile();
      const orderToken = orderTokenFor(target._id);
      navigate(
        `/order-confirmation/${encodeURIComponent(target._id)}${orderToken ? `?token=${encodeURIComponent(orderToken)}` : ''}`,
      );
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  const total = order?.totalPrice ?? draft.totalPrice;
  return (
    <section aria-labelledby="pay-step-title" className="rounded-lg border border-neutral-200 p-5">
      <h2 id="pay-step-title" className="text-lg font-black tracking-wide uppercase">
        Payment
      </h2>
      <p className="mt-2 text-sm text-neutral-700">
        Delivering to <strong>{address.name}</strong>, {address.houseName ? `${address.houseName}, ` : ''}
        {address.street}, {address.city}
        {address.state ? `, ${address.state}` : ''}
        {address.zipCode ? ` ${address.zipCode}` : ''}
      </p>
      <p className="mt-3 text-sm text-neutral-700">
        {CHECKOUT_TEXT.paymentMethod}. You will complete the payment in a secure payment window.
      </p>
      {order && (
        <>
          <p className="mt-3 text-sm text-neutral-700" data-testid="placed-order">
            Order <strong>#{shortOrderId(order._id)}</strong> is waiting for payment.
          </p>
          {stillPayable(order) && <PaymentCountdown key={order._id} expiresAt={order.expiresAt} />}
        </>
      )}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          className={`${buttonClass.primary} sm:flex-1`}
          onClick={submit}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? 'Processing...' : `Pay ${formatPrice(total)}`}
        </button>
        <button type="button" className={buttonClass.outline} onClick={onBack} disabled={busy}>
          Edit address
        </button>
      </div>
      {gatewayUi}
    </section>
  );
}

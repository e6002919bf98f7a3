import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { CartCheckout } from './CartCheckout';

/** /guest-checkout: the cart bought without an account. */
export function GuestCheckoutPage() {
  usePageTitle('Guest Checkout');
  return <CartCheckout guest />;
}

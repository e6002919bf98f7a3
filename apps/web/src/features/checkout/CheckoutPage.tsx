import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { CartCheckout } from './CartCheckout';

/** /checkout: signed-in only (the router sends others to /login?redirect=checkout). */
export function CheckoutPage() {
  usePageTitle('Checkout');
  return <CartCheckout guest={false} />;
}

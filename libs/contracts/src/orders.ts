/** A shipping address as orders carry it (spec section 3, Order.shippingAddress). */
export interface ShippingAddress {
  name: string;
  phone: string;
  houseName: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

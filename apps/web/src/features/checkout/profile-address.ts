import type { Address, User } from '../../shared/auth/types';
import type { ShippingAddress } from '../../shared/address/types';

const ADDRESS_FIELDS = ['houseName', 'street', 'city', 'state', 'zipCode'] as const;
const clean = (value: string | null | undefined) => (value ?? '').trim();

/** The address part of a shipping address, as the profile stores it. */
export const profileAddressOf = (address: ShippingAddress): Address => ({
  houseName: clean(address.houseName),
  street: clean(address.street),
  city: clean(address.city),
  state: clean(address.state),
  zipCode: clean(address.zipCode),
  country: clean(address.country),
});

/** Does the order ship somewhere the shopper's profile does not hold yet? */
export function isNewAddress(user: User | null | undefined, address: ShippingAddress): boolean {
  if (!user) return false;
  const saved: Partial<Address> = user.address ?? {};
  return ADDRESS_FIELDS.some((field) => clean(saved[field]).toLowerCase() !== clean(address[field]).toLowerCase());
}

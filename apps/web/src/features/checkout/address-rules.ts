import { VALIDATION_MESSAGES as V } from '@store/contracts';
import { validatePhone } from '../auth/validation';
import type { Address, User } from '../auth/types';
import { DEFAULT_COUNTRY } from '../auth/constants';
import type { ShippingAddress } from './types';

const filled = (value: string | undefined) => Boolean(value && value.trim());

/** The address a form starts with: the user's name and phone, plus the saved address if any. */
export function initialAddress(user: User | null | undefined): ShippingAddress {
  const saved: Partial<Address> = user?.address ?? {};
  return {
    name: user?.name ?? '',
    phone: user?.phone ?? '',
    houseName: saved.houseName ?? '',
    street: saved.street ?? '',
    city: saved.city ?? '',
    state: saved.state ?? '',
    zipCode: saved.zipCode ?? '',
    country: saved.country || DEFAULT_COUNTRY,
  };
}

/** 'Use a different address': keeps name and phone, clears the rest. */
export const withoutSavedAddress = (address: ShippingAddress): ShippingAddress => ({
  ...address,
  houseName: '',
  street: '',
  city: '',
  state: '',
  zipCode: '',
  country: DEFAULT_COUNTRY,
});

export const hasSavedAddress = (user: User | null | undefined): boolean =>
  Boolean(user?.address && (filled(user.address.street) || filled(user.address.city)));

/**
 * Address rule of spec section 5: name, phone, street, city and state are required (and zipCode
 * in the checkout forms); the phone must be an Indian mobile number.
 */
export function addressProblem(address: ShippingAddress, { zipRequired }: { zipRequired: boolean }): string | undefined {
  const required: (keyof ShippingAddress)[] = ['name', 'phone', 'street', 'city', 'state', ...(zipRequired ? (['zipCode'] as const) : [])];
  if (!required.every((field) => filled(address[field]))) return V.addressIncomplete;
  return validatePhone(address.phone);
}

/** The pay button stays disabled until name, phone, street and city are filled. */
export const readyToPay = (address: ShippingAddress): boolean =>
  filled(address.name) && filled(address.phone) && filled(address.street) && filled(address.city);

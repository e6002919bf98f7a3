import { DELIVERY_MESSAGES, isPincode, VALIDATION_MESSAGES as V } from '@store/contracts';
import { validatePhone } from '../validation';
import type { Address, User } from '../auth/types';
import { DEFAULT_COUNTRY } from './constants';
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

/** What is wrong with an address: one message for the form, and the fields to mark invalid. */
export interface AddressProblem {
  message: string;
  fields: (keyof ShippingAddress)[];
}

/**
 * Address rule of spec section 5: name, phone, street, city and state are required (and zipCode
 * in the checkout forms); the phone must be an Indian mobile number.
 */
export function addressProblem(
  address: ShippingAddress,
  { zipRequired }: { zipRequired: boolean },
): AddressProblem | undefined {
  const required: (keyof ShippingAddress)[] = [
    'name',
    'phone',
    'street',
    'city',
    'state',
    ...(zipRequired ? (['zipCode'] as const) : []),
  ];
  const missing = required.filter((field) => !filled(address[field]));
  if (missing.length > 0) return { message: V.addressIncomplete, fields: missing };
  const phone = validatePhone(address.phone);
  if (phone) return { message: phone, fields: ['phone'] };
  // A pincode given (Buy Now may leave it out) must be one: 6 digits, the first 1 to 9 (issue #43).
  if (filled(address.zipCode) && !isPincode(address.zipCode.trim()))
    return { message: DELIVERY_MESSAGES.pincodeInvalid, fields: ['zipCode'] };
  return undefined;
}

/** Whether a field a problem named is still wrong (a field the shopper has since filled in is no longer marked). */
export const stillWrong = (address: ShippingAddress, field: keyof ShippingAddress): boolean =>
  !filled(address[field]) ||
  (field === 'phone' && validatePhone(address.phone) !== undefined) ||
  (field === 'zipCode' && !isPincode(address.zipCode.trim()));

/** The pay button stays disabled until name, phone, street and city are filled. */
export const readyToPay = (address: ShippingAddress): boolean =>
  filled(address.name) && filled(address.phone) && filled(address.street) && filled(address.city);

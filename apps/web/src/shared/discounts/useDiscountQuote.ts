import type { DiscountValidationResponse } from '@store/contracts';
import { serverMessage } from '../api-error';
import { useValidateDiscountQuery } from './discounts-api';
import { useDiscountCode } from './discount-code';

/** A line of the cart as the check sends it: which product, colour, size and how many (prices are the server's). */
export interface DiscountItem {
  product: string;
  quantity: number;
  size: string;
  colorVariantId: string | null;
}

export interface DiscountQuote {
  /** The code entered, or null. */
  code: string | null;
  /** The server's figures while the code applies. */
  applied: DiscountValidationResponse | null;
  /** Why it does not apply ('This code has expired', 'Add ₹X more to use this code', ...). */
  refusal: string | null;
  checking: boolean;
}

export const DISCOUNT_CHECK_FAILED = 'Could not check the code. Please try again.';

/** The entered code checked against these items by the server; nothing is asked without a code or items. */
export function useDiscountQuote(
  items: DiscountItem[],
  contact: { customerEmail?: string; customerPhone?: string } = {},
): DiscountQuote {
  const code = useDiscountCode();
  const skip = !code || items.length === 0;
  const body = {
    code: code ?? '',
    items: items.map(({ product, quantity, size, colorVariantId }) => ({ product, quantity, size, colorVariantId })),
    ...(contact.customerEmail ? { customerEmail: contact.customerEmail } : {}),
    ...(contact.customerPhone ? { customerPhone: contact.customerPhone } : {}),
  };
  const result = useValidateDiscountQuery(body, { skip });
  if (skip) return { code, applied: null, refusal: null, checking: false };
  return {
    code,
    // While a new check runs (the cart or the guest's contact changed), the last answer stands.
    applied: result.isError ? null : (result.data ?? null),
    refusal: result.isError ? (serverMessage(result.error) ?? DISCOUNT_CHECK_FAILED) : null,
    checking: result.isFetching,
  };
}

/** A guest's e-mail and phone for the check, once they look complete (the per-customer and first-order rules read them). */
export function guestContact(email: string, phone: string): { customerEmail?: string; customerPhone?: string } {
  const mail = email.trim();
  const digits = phone.replace(/\D/g, '').slice(-10);
  return {
    ...(/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(mail) ? { customerEmail: mail } : {}),
    ...(digits.length === 10 ? { customerPhone: digits } : {}),
  };
}

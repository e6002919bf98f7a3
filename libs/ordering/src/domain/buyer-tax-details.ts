import { buyerGstinMessage, gstStateByName, normaliseGstin } from '@store/contracts';
import { ValidationError } from '@store/platform/domain';

/** One of India's states and union territories, by the name the address forms offer (INDIAN_STATES). */
export const isIndianState = (name: string): boolean => gstStateByName(name) !== undefined;

/**
 * The GSTIN a business buyer gave at checkout, normalised (trimmed, upper case), or null when none
 * was given (a consumer); a wrong one is refused on buyerGstin with the checkout form's message.
 * The buyer's state need not be the delivery's: a business may have goods sent elsewhere.
 */
export function buyerGstinOf(given: string): string | null {
  const problem = buyerGstinMessage(given);
  if (problem !== null) throw new ValidationError(problem, 'buyerGstin');
  return normaliseGstin(given) || null;
}

import { normaliseDiscountCode } from '@store/contracts';
import type { DiscountRequest } from '@store/contracts/requests';
import type { DiscountRules } from '../domain/discount-events';

/** The admin's form as the domain reads it: the code upper-cased, "none" as null, ids without repeats. */
export function rulesOf(body: DiscountRequest): DiscountRules {
  return {
    code: normaliseDiscountCode(body.code),
    type: body.type,
    value: body.value,
    minSubtotal: body.minSubtotal ?? null,
    startsAt: body.startsAt ? new Date(body.startsAt).toISOString() : null,
    endsAt: body.endsAt ? new Date(body.endsAt).toISOString() : null,
    usageLimit: body.usageLimit ?? null,
    perCustomerLimit: body.perCustomerLimit ?? null,
    firstOrderOnly: body.firstOrderOnly ?? false,
    productIds: [...new Set((body.productIds ?? []).map((id) => id.toLowerCase()))],
    category: body.category ?? null,
    isActive: body.isActive,
  };
}

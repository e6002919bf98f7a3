/** Stream ids of the discounts module. */
export const discountStream = (discountId: string) => `discount-${discountId}`;
/** The claim on a code: one stream per upper-cased code (uniqueness across concurrent saves). */
export const discountCodeStream = (code: string) => `discount-code-${code.trim().toUpperCase()}`;

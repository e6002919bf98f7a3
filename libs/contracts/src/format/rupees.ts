const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The one way an amount of rupees is written, on screens, in e-mails, toasts and messages: the
 * rupee sign, Indian digit grouping and two decimals (spec section 9), e.g. ₹1,399.00 and
 * ₹1,00,000.00. A missing or non-finite amount reads ₹0.00.
 */
export function formatRupees(amount: number | null | undefined): string {
  return `₹${rupees.format(Number.isFinite(amount) ? Number(amount) : 0)}`;
}

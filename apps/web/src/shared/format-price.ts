const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The one price formatter: rupees with two decimals and Indian digit grouping, e.g. ₹1,299.00. */
export function formatPrice(amount: number | null | undefined): string {
  return `₹${rupees.format(Number.isFinite(amount) ? Number(amount) : 0)}`;
}

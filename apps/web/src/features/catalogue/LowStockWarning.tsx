import { LIMITS } from '@store/contracts';

/** Shown at 5 or fewer left in the chosen size. */
export function LowStockWarning({ stock }: { stock: number }) {
  if (stock <= 0 || stock > LIMITS.lowStockWarningAt) return null;
  return (
    <p role="status" className="text-sm font-semibold text-brand-dark">
      Hurry! Only {stock} left in stock.
    </p>
  );
}

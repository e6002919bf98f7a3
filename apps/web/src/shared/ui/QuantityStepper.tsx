import { MinusIcon } from './icons/MinusIcon';
import { PlusIcon } from './icons/PlusIcon';

interface QuantityStepperProps {
  value: number;
  onChange: (next: number) => void;
  /** Names the thing being counted in the buttons' labels, e.g. the product name. */
  itemName: string;
  min?: number;
  max?: number;
  disabled?: boolean;
  size?: 'sm' | 'md';
}

/** − value + buttons. `min`/`max` disable the buttons at the ends (omit min to allow going to 0). */
export function QuantityStepper({ value, onChange, itemName, min, max, disabled, size = 'md' }: QuantityStepperProps) {
  const button = size === 'sm' ? 'size-8' : 'size-10';
  return (
    <div
      className="inline-flex items-center rounded-md border border-neutral-300"
      role="group"
      aria-label={`Quantity of ${itemName}`}
    >
      <button
        type="button"
        className={`${button} inline-flex items-center justify-center text-neutral-700 hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-40`}
        aria-label={`Decrease quantity of ${itemName}`}
        onClick={() => onChange(value - 1)}
        disabled={disabled || (min !== undefined && value <= min)}
      >
        <MinusIcon className="size-4" />
      </button>
      <output
        aria-live="polite"
        aria-label={`Quantity of ${itemName}`}
        className="min-w-8 text-center text-sm font-semibold tabular-nums"
      >
        {value}
      </output>
      <button
        type="button"
        className={`${button} inline-flex items-center justify-center text-neutral-700 hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-40`}
        aria-label={`Increase quantity of ${itemName}`}
        onClick={() => onChange(value + 1)}
        disabled={disabled || (max !== undefined && value >= max)}
      >
        <PlusIcon className="size-4" />
      </button>
    </div>
  );
}

import type { ReactNode } from 'react';

interface SizePickerProps {
  sizes: string[];
  selected: string | null;
  onSelect: (size: string) => void;
  /** Stock of a size in the chosen colour; sizes with none cannot be chosen. */
  stockOf: (size: string) => number;
  /** Shown beside the label: the size guide's link (issue #44). */
  guide?: ReactNode;
}

/** Size choice as radio buttons; sold-out sizes are struck through and disabled. */
export function SizePicker({ sizes, selected, onSelect, stockOf, guide }: SizePickerProps) {
  return (
    <fieldset>
      <legend className={`text-sm font-bold tracking-wide uppercase ${guide ? 'float-left py-3' : ''}`}>Size</legend>
      {guide && <div className="flex justify-end">{guide}</div>}
      <div className={`flex flex-wrap gap-2 ${guide ? 'clear-both mt-1' : 'mt-3'}`}>
        {sizes.map((size) => {
          const soldOut = stockOf(size) <= 0;
          return (
            <label key={size} className={`relative ${soldOut ? 'cursor-not-allowed' : 'cursor-pointer'}`}>
              <input
                type="radio"
                name="size"
                value={size}
                checked={size === selected}
                disabled={soldOut}
                onChange={() => onSelect(size)}
                className="peer sr-only"
                aria-label={soldOut ? `${size} (sold out)` : size}
              />
              <span
                aria-hidden="true"
                className={`flex h-11 min-w-12 items-center justify-center rounded-md border px-3 text-sm font-semibold peer-checked:border-neutral-900 peer-checked:bg-neutral-900 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand ${soldOut ? 'border-neutral-200 text-neutral-400 line-through' : 'border-neutral-300 text-neutral-900 hover:border-neutral-900'}`}
              >
                {size}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

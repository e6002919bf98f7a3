interface SizePickerProps {
  sizes: string[];
  selected: string | null;
  onSelect: (size: string) => void;
  /** Stock of a size in the chosen colour; sizes with none cannot be chosen. */
  stockOf: (size: string) => number;
}

/** Size choice as radio buttons; sold-out sizes are struck through and disabled. */
export function SizePicker({ sizes, selected, onSelect, stockOf }: SizePickerProps) {
  return (
    <fieldset>
      <legend className="text-sm font-bold tracking-wide uppercase">Size</legend>
      <div className="mt-3 flex flex-wrap gap-2">
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

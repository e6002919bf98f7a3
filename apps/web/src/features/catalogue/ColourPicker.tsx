import type { ColourOption } from '../../shared/products/product-rules';

interface ColourPickerProps {
  options: ColourOption[];
  selectedKey: string | null;
  onSelect: (key: string) => void;
}

/** Colour choice as radio swatches, the chosen colour's name beside the legend. */
export function ColourPicker({ options, selectedKey, onSelect }: ColourPickerProps) {
  const selected = options.find((option) => option.key === selectedKey);
  return (
    <fieldset>
      <legend className="text-sm font-bold tracking-wide uppercase">
        Colour{selected && <span className="ml-2 font-normal text-neutral-700 normal-case">{selected.name}</span>}
      </legend>
      <div className="mt-3 flex flex-wrap gap-3">
        {options.map((option) => (
          <label key={option.key} className="relative cursor-pointer" title={option.name}>
            <input
              type="radio"
              name="colour"
              value={option.key}
              checked={option.key === selectedKey}
              onChange={() => onSelect(option.key)}
              className="peer sr-only"
              aria-label={option.name}
            />
            <span
              aria-hidden="true"
              className="block size-9 rounded-full border border-neutral-300 ring-offset-2 peer-checked:ring-2 peer-checked:ring-neutral-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-brand"
              style={{ backgroundColor: option.code }}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

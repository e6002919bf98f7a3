import type { ProductImage, Size } from '@store/contracts';

/** Stock inputs, one per chosen size (non-negative whole numbers). */
export function StockInputs({
  sizes,
  prefix,
  values,
  onChange,
  errorOf,
}: {
  sizes: Size[];
  prefix: string;
  values: Record<string, string>;
  onChange: (size: Size, value: string) => void;
  errorOf: (size: Size) => string | undefined;
}) {
  if (sizes.length === 0) return <p className="text-sm text-neutral-600">Choose sizes first.</p>;
  return (
    <div className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-7">
      {sizes.map((size) => {
        const error = errorOf(size);
        return (
          <div key={size}>
            <label className="block text-xs font-semibold text-neutral-700">
              {size}
              <input
                type="number"
                min={0}
                step={1}
                inputMode="numeric"
                aria-label={`${prefix} ${size}`}
                aria-invalid={error ? true : undefined}
                className={`mt-0.5 w-full rounded-md border px-2 py-1.5 text-sm ${error ? 'border-brand' : 'border-neutral-300'}`}
                value={values[size] ?? ''}
                onChange={(event) => onChange(size, event.target.value)}
              />
            </label>
            {error && <p className="mt-0.5 text-xs font-medium text-brand-dark">{error}</p>}
          </div>
        );
      })}
    </div>
  );
}

/** Thumbnails of uploaded images, each with a remove button. */
export function ImageList({
  images,
  label,
  onRemove,
}: {
  images: ProductImage[];
  label: string;
  onRemove: (url: string) => void;
}) {
  if (images.length === 0) return null;
  return (
    <ul className="mb-2 flex flex-wrap gap-2">
      {images.map((image, index) => (
        <li key={image.url} className="relative">
          <img
            src={image.url}
            alt={image.altText || `${label} image ${index + 1}`}
            width={80}
            height={80}
            className="size-20 rounded border border-neutral-200 object-cover"
          />
          <button
            type="button"
            onClick={() => onRemove(image.url)}
            aria-label={`Remove ${label} image ${index + 1}`}
            className="absolute -top-2 -right-2 rounded-full bg-neutral-900 px-1.5 text-xs font-bold text-white"
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

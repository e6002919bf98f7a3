import { HexColorInput, HexColorPicker } from 'react-colorful';
import { useId } from 'react';
import type { ProductImage, Size } from '@store/contracts';
import { TrashIcon } from '../../../shared/ui/icons/TrashIcon';
import { toast } from '../../../shared/toast/toast';
import { ImageDrop } from '../ui/ImageDrop';
import { adminButton } from '../ui/states';
import { asImages, useImageUpload } from '../ui/use-upload';
import type { VariantValues } from './product-form-rules';
import { ImageList, StockInputs } from './form-parts';

interface ColourVariantEditorProps {
  index: number;
  variant: VariantValues;
  sizes: Size[];
  errorOf: (path: string) => string | undefined;
  onChange: (patch: Partial<VariantValues>) => void;
  onMakeDefault: () => void;
  onRemove: () => void;
}

/** One colour variant: name, code (picker and hex), images, stock per size, default and active. */
export function ColourVariantEditor({
  index,
  variant,
  sizes,
  errorOf,
  onChange,
  onMakeDefault,
  onRemove,
}: ColourVariantEditorProps) {
  const { uploadAll, busy } = useImageUpload();
  const nameId = useId();
  const codeId = useId();
  const base = `colorVariants.${index}`;
  const title = variant.colorName.trim() || `Colour ${index + 1}`;
  const addImages = async (files: File[]) => {
    const uploaded = await uploadAll(files);
    if (uploaded.length) {
      onChange({ images: [...variant.images, ...asImages(uploaded, variant.colorName.trim())] });
      toast.success(ADMIN_UPLOADED(uploaded.length));
    }
  };
  const nameError = errorOf(`${base}.colorName`);
  const codeError = errorOf(`${base}.colorCode`);
  return (
    <fieldset className="rounded-lg border border-neutral-300 bg-white p-4" aria-label={`Colour variant ${index + 1}`}>
      <legend className="px-1 text-sm font-bold">{title}</legend>
      <div className="grid gap-4 md:grid-cols-[1fr_auto]">
        <div className="space-y-3">
          <div>
            <label htmlFor={nameId} className="mb-1 block text-sm font-semibold">
              Colour name{' '}
              <span aria-hidden="true" className="text-brand">
                *
              </span>
            </label>
            <input
              id={nameId}
              value={variant.colorName}
              onChange={(event) => onChange({ colorName: event.target.value })}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${nameId}-error` : undefined}
              className={`w-full rounded-md border px-3 py-2 text-sm ${nameError ? 'border-brand' : 'border-neutral-300'}`}
            />
            {nameError && (
              <p id={`${nameId}-error`} className="mt-1 text-sm font-medium text-brand-dark">
                {nameError}
              </p>
            )}
          </div>
          <div>
            <label htmlFor={codeId} className="mb-1 block text-sm font-semibold">
              Colour code
            </label>
            <div className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="size-9 shrink-0 rounded border border-neutral-300"
                style={{ backgroundColor: variant.colorCode }}
              />
              <HexColorInput
                id={codeId}
                prefixed
                color={variant.colorCode}
                onChange={(colorCode) => onChange({ colorCode })}
                aria-invalid={codeError ? true : undefined}
                className={`w-32 rounded-md border px-3 py-2 font-mono text-sm ${codeError ? 'border-brand' : 'border-neutral-300'}`}
              />
            </div>
            {codeError && <p className="mt-1 text-sm font-medium text-brand-dark">{codeError}</p>}
          </div>
          <div className="flex flex-wrap gap-4 text-sm">
            <label className="inline-flex items-center gap-2">
              <input type="radio" name="default-variant" checked={variant.isDefault} onChange={onMakeDefault} />
              Default colour
            </label>
            <label className="inline-flex items-center gap-2">
              <input
                type="checkbox"
                checked={variant.isActive}
                onChange={(event) => onChange({ isActive: event.target.checked })}
              />
              Active
            </label>
          </div>
        </div>
        <div className="w-[200px] max-w-full" aria-label={`${title} colour picker`} role="group">
          <HexColorPicker
            color={variant.colorCode}
            onChange={(colorCode) => onChange({ colorCode })}
            style={{ width: '100%', height: 140 }}
          />
        </div>
      </div>
      <div className="mt-4">
        <p className="mb-1 text-sm font-semibold">
          Images{' '}
          <span aria-hidden="true" className="text-brand">
            *
          </span>
        </p>
        <ImageList
          images={variant.images}
          label={title}
          onRemove={(url) => onChange({ images: variant.images.filter((image: ProductImage) => image.url !== url) })}
        />
        <ImageDrop label={`Upload ${title} images`} multiple busy={busy} onFiles={(files) => void addImages(files)} />
        {errorOf(`${base}.images`) && (
          <p className="mt-1 text-sm font-medium text-brand-dark">{errorOf(`${base}.images`)}</p>
        )}
      </div>
      <div className="mt-4">
        <p className="mb-1 text-sm font-semibold">Stock per size ({title})</p>
        <StockInputs
          sizes={sizes}
          prefix={`${title} stock`}
          values={variant.stock}
          onChange={(size, value) => onChange({ stock: { ...variant.stock, [size]: value } })}
          errorOf={(size) => errorOf(`${base}.stock.${size}`)}
        />
      </div>
      <button type="button" onClick={onRemove} className={`${adminButton.small} mt-4 text-red-700`}>
        <TrashIcon className="mr-1 size-4" /> Remove colour
      </button>
    </fieldset>
  );
}

const ADMIN_UPLOADED = (n: number) => (n === 1 ? 'Image uploaded successfully!' : `${n} images uploaded successfully!`);

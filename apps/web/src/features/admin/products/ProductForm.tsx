import { get, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import type { Size } from '@store/contracts';
import type { ProductRequest } from '@store/contracts/requests';
import { SelectField } from '../../../shared/ui/SelectField';
import { TextField } from '../../../shared/ui/TextField';
import { toast } from '../../../shared/toast/toast';
import { ADMIN_CATEGORIES, ADMIN_SIZES, ADMIN_TEXT } from '../constants';
import { ImageDrop } from '../ui/ImageDrop';
import { adminButton } from '../ui/states';
import { asImages, useImageUpload } from '../ui/use-upload';
import { ColourVariantEditor } from './ColourVariantEditor';
import { ImageList, StockInputs } from './form-parts';
import {
  formToInput,
  newVariant,
  offerPriceHint,
  onlyDefault,
  shopperPricePreview,
  validateProductForm,
  type ProductFormValues,
  type VariantValues,
} from './product-form-rules';
import { PricingSection } from './PricingSection';

/** Field errors by path, as react-hook-form keeps them (nested objects and arrays). */
function nestErrors(flat: Record<string, string>): FieldErrors<ProductFormValues> {
  const root: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) {
    const parts = path.split('.');
    let node = root as Record<string, unknown>;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = { type: 'validate', message };
      else node = (node[part] ??= /^\d+$/.test(parts[index + 1]) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root as FieldErrors<ProductFormValues>;
}

/** Spec section 5's rules as react-hook-form's resolver. */
export const productResolver: Resolver<ProductFormValues> = async (values) => {
  const errors = validateProductForm(values);
  return Object.keys(errors).length ? { values: {}, errors: nestErrors(errors) } : { values, errors: {} };
};

export interface ServerFieldError {
  param: string;
  msg: string;
}

interface ProductFormProps {
  initial: ProductFormValues;
  submitLabel: string;
  /** Resolves to field errors from the server (shown against their fields), or none. */
  onSubmit: (input: ProductRequest) => Promise<ServerFieldError[] | void>;
  onCancel: () => void;
}

/** The admin product form (spec sections 2 and 5) with its colour-variant editor. */
export function ProductForm({ initial, submitLabel, onSubmit, onCancel }: ProductFormProps) {
  const { register, handleSubmit, watch, setValue, setError, formState } = useForm<ProductFormValues>({
    defaultValues: initial,
    resolver: productResolver,
  });
  const { errors, isSubmitting } = formState;
  const errorOf = (path: string): string | undefined =>
    (get(errors, path) as { message?: string } | undefined)?.message;
  const values = watch();
  const { uploadAll, busy } = useImageUpload();
  const variants = values.colorVariants;
  const setVariants = (next: VariantValues[]) =>
    setValue('colorVariants', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const hint = offerPriceHint(values);
  const preview = shopperPricePreview(values);

  const submit = handleSubmit(async (form) => {
    const serverErrors = await onSubmit(formToInput(form));
    for (const error of serverErrors ?? []) setError(error.param as never, { type: 'server', message: error.msg });
  });

  const toggleSize = (size: Size, on: boolean) =>
    setValue(
      'sizes',
      ADMIN_SIZES.filter((item) => (item === size ? on : values.sizes.includes(item))),
      { shouldDirty: true, shouldValidate: formState.isSubmitted },
    );

  const addBaseImages = async (files: File[]) => {
    const uploaded = await uploadAll(files);
    if (uploaded.length) {
      setValue('baseImages', [...values.baseImages, ...asImages(uploaded, values.name.trim())], { shouldDirty: true });
      toast.success(
        uploaded.length === 1 ? 'Image uploaded successfully!' : `${uploaded.length} images uploaded successfully!`,
      );
    }
  };

  const section = 'rounded-lg bg-white p-4 shadow-sm sm:p-6';
  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label="Product form">
      <section className={section} aria-labelledby="details-heading">
        <h2 id="details-heading" className="mb-4 text-lg font-bold">
          Details
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label="Name" required error={errorOf('name')} {...register('name')} />
          <TextField label="Brand" required error={errorOf('brand')} {...register('brand')} />
          <SelectField
            label="Category"
            required
            placeholder="Select a category"
            options={ADMIN_CATEGORIES}
            error={errorOf('category')}
            {...register('category')}
          />
          <TextField label="Material" required error={errorOf('material')} {...register('material')} />
          <TextField
            label="HSN code"
            required
            inputMode="numeric"
            maxLength={8}
            hint={ADMIN_TEXT.product.hsnHint}
            error={errorOf('hsnCode')}
            {...register('hsnCode')}
          />
          <TextField
            label="Payment hold (minutes)"
            inputMode="numeric"
            maxLength={2}
            placeholder="Store default"
            hint={ADMIN_TEXT.product.paymentHoldHint}
            error={errorOf('paymentHoldMinutes')}
            {...register('paymentHoldMinutes')}
          />
          <div className="md:col-span-2">
            <label htmlFor="product-description" className="mb-1 block text-sm font-semibold text-neutral-800">
              Description{' '}
              <span className="text-brand" aria-hidden="true">
                *
              </span>
            </label>
            <textarea
              id="product-description"
              rows={4}
              aria-invalid={errorOf('description') ? true : undefined}
              aria-describedby={errorOf('description') ? 'product-description-error' : undefined}
              className={`w-full rounded-md border px-3 py-2 text-sm ${errorOf('description') ? 'border-brand' : 'border-neutral-300'}`}
              {...register('description')}
            />
            {errorOf('description') && (
              <p id="product-description-error" className="mt-1 text-sm font-medium text-brand-dark">
                {errorOf('description')}
              </p>
            )}
          </div>
        </div>
      </section>

      <PricingSection
        className={section}
        register={register}
        errorOf={errorOf}
        values={values}
        hint={hint}
        preview={preview}
      />

      <section className={section} aria-labelledby="flags-heading">
        <h2 id="flags-heading" className="mb-4 text-lg font-bold">
          Flags
        </h2>
        <div className="flex flex-wrap gap-6 text-sm font-semibold">
          <label className="inline-flex items-center gap-2">
            <input type="checkbox" {...register('isFeatured')} /> Featured
          </label>
          <label className="inline-flex items-center gap-2">
            <input type="checkbox" {...register('isNewArrival')} /> New arrival
          </label>
          <label className="inline-flex items-center gap-2">
            <input type="checkbox" {...register('isBestSeller')} /> Best seller
          </label>
        </div>
      </section>

      <section className={section} aria-labelledby="sizes-heading">
        <h2 id="sizes-heading" className="mb-2 text-lg font-bold">
          Sizes and Original stock
        </h2>
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">Sizes</legend>
          <div className="flex flex-wrap gap-3">
            {ADMIN_SIZES.map((size) => (
              <label
                key={size}
                className="inline-flex items-center gap-1.5 rounded-md border border-neutral-300 px-2.5 py-1.5 text-sm"
              >
                <input
                  type="checkbox"
                  checked={values.sizes.includes(size)}
                  onChange={(event) => toggleSize(size, event.target.checked)}
                />{' '}
                {size}
              </label>
            ))}
          </div>
          {errorOf('sizes') && <p className="mt-1 text-sm font-medium text-brand-dark">{errorOf('sizes')}</p>}
        </fieldset>
        <div className="mt-4">
          <p className="mb-1 text-sm font-semibold">Original / base stock per size</p>
          <p className="mb-2 text-xs text-neutral-600">
            The product's own colour ('Original'). Zero shows its sizes as sold out.
          </p>
          <StockInputs
            sizes={values.sizes}
            prefix="Original stock"
            values={values.stock}
            onChange={(size, value) =>
              setValue(`stock.${size}`, value, { shouldDirty: true, shouldValidate: formState.isSubmitted })
            }
            errorOf={(size) => errorOf(`stock.${size}`)}
          />
        </div>
      </section>

      <section className={section} aria-labelledby="images-heading">
        <h2 id="images-heading" className="mb-2 text-lg font-bold">
          Base images
        </h2>
        <ImageList
          images={values.baseImages}
          label="Base"
          onRemove={(url) =>
            setValue(
              'baseImages',
              values.baseImages.filter((image) => image.url !== url),
              { shouldDirty: true },
            )
          }
        />
        <ImageDrop label="Upload base images" multiple busy={busy} onFiles={(files) => void addBaseImages(files)} />
      </section>

      <section className={section} aria-labelledby="variants-heading">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="variants-heading" className="text-lg font-bold">
            Colour variants
          </h2>
          <button
            type="button"
            className={adminButton.secondary}
            onClick={() => setVariants([...variants, newVariant(variants.length === 0)])}
          >
            Add colour
          </button>
        </div>
        {variants.length === 0 && (
          <p className="text-sm text-neutral-600">No colour variants: the product is sold in its own colour only.</p>
        )}
        <div className="space-y-4">
          {variants.map((variant, index) => (
            <ColourVariantEditor
              key={variant._id ?? `new-${index}`}
              index={index}
              variant={variant}
              sizes={values.sizes}
              errorOf={errorOf}
              onChange={(patch) => setVariants(variants.map((item, i) => (i === index ? { ...item, ...patch } : item)))}
              onMakeDefault={() => setVariants(onlyDefault(variants, index))}
              onRemove={() => {
                const rest = variants.filter((_, i) => i !== index);
                setVariants(rest.length && !rest.some((item) => item.isDefault) ? onlyDefault(rest, 0) : rest);
              }}
            />
          ))}
        </div>
      </section>

      <div className="sticky bottom-0 flex flex-wrap justify-end gap-2 border-t border-neutral-200 bg-neutral-100/95 py-3">
        <button type="button" className={adminButton.secondary} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={adminButton.primary} disabled={isSubmitting || busy}>
          {isSubmitting ? 'Saving...' : submitLabel}
        </button>
      </div>
    </form>
  );
}

import { useEffect, useState } from 'react';
import { get, useForm } from 'react-hook-form';
import type { Offer } from '@store/contracts';
import { messageOr } from '../../../shared/api-error';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { toast } from '../../../shared/toast/toast';
import { TextField } from '../../../shared/ui/TextField';
import { useAdminOffersQuery, useCreateOfferMutation, useUpdateOfferMutation } from '../admin-api';
import { ADMIN_TEXT } from '../constants';
import { rulesResolver } from '../ui/rules-resolver';
import { AdminHeading, ErrorState, LoadingState, adminButton } from '../ui/states';
import { OfferPreview } from './OfferPreview';
import {
  currentOf,
  formToOffer,
  isOfferActive,
  longDate,
  offerToForm,
  validateOfferForm,
  type OfferFormValues,
} from './offer-form-rules';

const T = ADMIN_TEXT.offers;

const resolver = rulesResolver<OfferFormValues>(validateOfferForm);

/** Save failure: the first validation error message, else the server message, else the fallback. */
function saveFailure(error: unknown): string {
  const errors = (error as { data?: { errors?: Array<{ msg?: string }> } } | undefined)?.data?.errors;
  return (Array.isArray(errors) && errors[0]?.msg) || messageOr(error, T.saveFailed);
}

function CurrentOfferCard({ offer }: { offer: Offer | null }) {
  if (!offer) return <p className="rounded-lg bg-white p-5 text-sm text-neutral-700 shadow-sm">{T.none}</p>;
  const active = isOfferActive(offer);
  return (
    <div className="rounded-lg bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-bold">{offer.title}</h2>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${active ? 'bg-green-100 text-green-900' : 'bg-neutral-200 text-neutral-800'}`}
        >
          {active ? 'Active' : 'Inactive'}
        </span>
      </div>
      <p className="mt-1 text-sm text-neutral-800">{offer.discount}</p>
      <p className="mt-1 text-sm text-neutral-700">
        Valid from {longDate(offer.validFrom)} to {longDate(offer.validUntil)}
      </p>
    </div>
  );
}

/** /admin/offers, 'Manage Offers' (spec sections 2, 4, 5, 8, 9). */
export function OffersPage() {
  usePageTitle('Admin · Manage Offers');
  const offers = useAdminOffersQuery();
  const offer = currentOf(offers.data);
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    if (offers.isError) toast.error(T.loadFailed, { id: 'admin-offer-load' });
  }, [offers.isError]);

  return (
    <section>
      <AdminHeading title={T.title}>
        {!offers.isLoading && !offers.isError && (
          <button
            type="button"
            className={editing ? adminButton.secondary : adminButton.primary}
            onClick={() => setEditing(!editing)}
          >
            {editing ? T.cancelEdit : offer ? T.edit : T.create}
          </button>
        )}
      </AdminHeading>
      {offers.isLoading && <LoadingState text="Loading offer..." />}
      {offers.isError && <ErrorState text={T.loadFailed} onRetry={() => void offers.refetch()} />}
      {offers.isSuccess && (
        <div className="space-y-6">
          <CurrentOfferCard offer={offer} />
          {/* A new saved offer (or leaving edit mode) starts the form afresh from what is saved. */}
          <OfferEditor
            key={`${offer?._id ?? 'none'}:${offer?.updatedAt ?? ''}:${editing}`}
            offer={offer}
            editing={editing}
            onDone={() => setEditing(false)}
          />
        </div>
      )}
    </section>
  );
}

function OfferEditor({ offer, editing, onDone }: { offer: Offer | null; editing: boolean; onDone: () => void }) {
  const [create] = useCreateOfferMutation();
  const [update] = useUpdateOfferMutation();
  const { register, handleSubmit, watch, setError, formState } = useForm<OfferFormValues>({
    defaultValues: offerToForm(offer),
    resolver,
  });
  const errorOf = (field: keyof OfferFormValues) =>
    (get(formState.errors, field) as { message?: string } | undefined)?.message;
  const values = watch();

  const save = handleSubmit(async (form) => {
    const body = formToOffer(form);
    const result = offer ? await update({ offerId: offer._id, body }) : await create(body);
    if ('error' in result && result.error) {
      const errors = (result.error as { data?: { errors?: Array<{ param: string; msg: string }> } }).data?.errors ?? [];
      for (const error of errors)
        setError(error.param as keyof OfferFormValues, { type: 'server', message: error.msg });
      toast.error(saveFailure(result.error));
      return;
    }
    toast.success(offer ? T.updated : T.created);
    onDone();
  });

  const field = (name: keyof OfferFormValues, label: string, props: Record<string, unknown> = {}) => (
    <TextField label={label} error={errorOf(name)} {...props} {...register(name)} />
  );

  return (
    <div className="grid gap-6 xl:grid-cols-[1fr_380px]">
      <form onSubmit={save} noValidate aria-label="Offer form" className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
        <fieldset disabled={!editing} className="grid gap-4 disabled:opacity-90 md:grid-cols-2">
          <legend className="sr-only">Offer</legend>
          {field('title', 'Title', { required: true })}
          {field('discount', 'Discount', { required: true, placeholder: '30% OFF' })}
          <div className="md:col-span-2">
            <label htmlFor="offer-description" className="mb-1 block text-sm font-semibold text-neutral-800">
              Description{' '}
              <span aria-hidden="true" className="text-brand">
                *
              </span>
            </label>
            <textarea
              id="offer-description"
              rows={3}
              aria-invalid={errorOf('description') ? true : undefined}
              aria-describedby={errorOf('description') ? 'offer-description-error' : undefined}
              className="w-full rounded-md border border-neutral-300 px-3 py-2 text-sm disabled:bg-neutral-100"
              {...register('description')}
            />
            {errorOf('description') && (
              <p id="offer-description-error" className="mt-1 text-sm font-medium text-brand-dark">
                {errorOf('description')}
              </p>
            )}
          </div>
          {field('validFrom', 'Valid From', { type: 'date', required: true })}
          {field('validUntil', 'Valid Until', { type: 'date', required: true })}
          {field('badgeText', 'Badge Text')}
          {field('ctaText', 'CTA Text', { required: true })}
          {field('ctaLink', 'CTA Link', { required: true, placeholder: '/products' })}
          {field('delay', 'Display Delay (ms)', { type: 'number', min: 0, step: 100 })}
          <div className="md:col-span-2">
            <label htmlFor="offer-terms" className="mb-1 block text-sm font-semibold text-neutral-800">
              Terms
            </label>
            <textarea
              id="offer-terms"
              rows={2}
              className="w-full rounded-md border border-neutral-300 px-3 py-2 text-sm disabled:bg-neutral-100"
              {...register('terms')}
            />
          </div>
          <div className="flex flex-wrap gap-5 text-sm font-semibold md:col-span-2">
            <label className="inline-flex items-center gap-2">
              <input type="checkbox" {...register('showBadge')} /> Show Badge
            </label>
            <label className="inline-flex items-center gap-2">
              <input type="checkbox" {...register('showOncePerSession')} /> Show Once Per Session
            </label>
            <label className="inline-flex items-center gap-2">
              <input type="checkbox" {...register('isActive')} /> Active
            </label>
          </div>
          <div className="flex flex-wrap justify-end gap-2 md:col-span-2">
            <button type="button" className={adminButton.secondary} onClick={onDone}>
              Cancel
            </button>
            <button type="submit" className={adminButton.primary} disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Saving...' : offer ? 'Update' : 'Create'}
            </button>
          </div>
        </fieldset>
      </form>
      <div>
        <h2 className="mb-3 text-sm font-bold tracking-wide text-neutral-700 uppercase">Live preview</h2>
        <OfferPreview values={values} />
      </div>
    </div>
  );
}

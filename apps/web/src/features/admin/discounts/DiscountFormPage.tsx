import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { Discount } from '@store/contracts';
import { fieldErrors, messageOr } from '../../../shared/api-error';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { toast } from '../../../shared/toast/toast';
import { TextField } from '../../../shared/ui/TextField';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { rulesResolver } from '../ui/rules-resolver';
import { AdminHeading, ErrorState, LoadingState, adminButton } from '../ui/states';
import { DISCOUNT_ADMIN_TEXT as T } from './constants';
import { DiscountHistoryList } from './DiscountHistoryList';
import {
  discountToForm,
  emptyDiscountForm,
  formToDiscount,
  usesText,
  validateDiscountForm,
  type DiscountFormValues,
} from './discount-form-rules';
import {
  useAdminDiscountQuery,
  useCreateDiscountMutation,
  useDeleteDiscountMutation,
  useUpdateDiscountMutation,
} from './discounts-api';

const resolver = rulesResolver<DiscountFormValues>(validateDiscountForm);
const selectClass =
  'w-full rounded-md border border-neutral-300 bg-white px-3 py-2.5 text-sm focus:ring-2 focus:ring-neutral-900 focus:outline-none';

/** /admin/discounts/new and /admin/discounts/{id}: the code's form, and on its page its uses and history (issue #44). */
export function DiscountFormPage() {
  const { id } = useParams();
  const existing = useAdminDiscountQuery(id ?? '', { skip: !id });
  usePageTitle(id ? 'Admin · Discount code' : 'Admin · New discount code');
  if (id && existing.isLoading) return <LoadingState text={T.loading} />;
  if (id && (existing.isError || !existing.data))
    return <ErrorState text={messageOr(existing.error, T.loadFailed)} onRetry={() => void existing.refetch()} />;
  const discount = existing.data?.discount ?? null;
  return (
    <section>
      <AdminHeading title={discount ? T.editTitle(discount.code) : T.newTitle}>
        <Link to="/admin/discounts" className={adminButton.secondary}>
          {T.back}
        </Link>
      </AdminHeading>
      <div className="grid gap-8 xl:grid-cols-[1fr_24rem]">
        <DiscountForm key={discount?.updatedAt ?? 'new'} discount={discount} />
        {discount && (
          <aside className="space-y-4">
            <p className="rounded-lg bg-white p-4 text-sm shadow-sm" data-testid="discount-uses">
              {usesText(discount)}
            </p>
            <DiscountHistoryList discountId={discount._id} />
          </aside>
        )}
      </div>
    </section>
  );
}

function DiscountForm({ discount }: { discount: Discount | null }) {
  const navigate = useNavigate();
  const [create] = useCreateDiscountMutation();
  const [update] = useUpdateDiscountMutation();
  const [remove, removal] = useDeleteDiscountMutation();
  const [confirming, setConfirming] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<DiscountFormValues>({
    defaultValues: discount ? discountToForm(discount) : emptyDiscountForm(),
    resolver,
  });
  const errorOf = (field: keyof DiscountFormValues) => formState.errors[field]?.message;

  const save = handleSubmit(async (values) => {
    const body = formToDiscount(values);
    const result = discount ? await update({ id: discount._id, body }) : await create(body);
    if ('error' in result && result.error) {
      for (const [field, message] of Object.entries(fieldErrors(result.error)))
        setError(field as keyof DiscountFormValues, { type: 'server', message });
      toast.error(messageOr(result.error, T.saveFailed));
      return;
    }
    toast.success(T.saved);
    if (!discount && result.data) navigate(`/admin/discounts/${result.data.discount._id}`);
  });

  async function confirmDelete() {
    if (!discount) return;
    const result = await remove(discount._id);
    setConfirming(false);
    if ('error' in result && result.error) {
      toast.error(messageOr(result.error, T.deleteFailed));
      return;
    }
    toast.success(T.deleted);
    navigate('/admin/discounts');
  }

  return (
    <form onSubmit={save} noValidate className="space-y-4 rounded-lg bg-white p-5 shadow-sm">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Code"
          required
          {...register('code')}
          error={errorOf('code')}
          hint="Any case; shoppers may type it in any case"
        />
        <div>
          <label htmlFor="discount-type" className="mb-1 block text-sm font-semibold text-neutral-800">
            Type
          </label>
          <select id="discount-type" className={selectClass} {...register('type')}>
            <option value="percent">Percentage off</option>
            <option value="fixed">Fixed rupees off</option>
          </select>
        </div>
        <TextField label="Value" required inputMode="decimal" {...register('value')} error={errorOf('value')} />
        <TextField
          label="Minimum subtotal (₹)"
          inputMode="decimal"
          {...register('minSubtotal')}
          error={errorOf('minSubtotal')}
        />
        <TextField
          label="Starts (India time)"
          type="datetime-local"
          {...register('startsAt')}
          error={errorOf('startsAt')}
        />
        <TextField label="Ends (India time)" type="datetime-local" {...register('endsAt')} error={errorOf('endsAt')} />
        <TextField label="Total uses" inputMode="numeric" {...register('usageLimit')} error={errorOf('usageLimit')} />
        <TextField
          label="Uses per customer"
          inputMode="numeric"
          {...register('perCustomerLimit')}
          error={errorOf('perCustomerLimit')}
        />
        <div>
          <label htmlFor="discount-category" className="mb-1 block text-sm font-semibold text-neutral-800">
            Category
          </label>
          <select id="discount-category" className={selectClass} {...register('category')}>
            <option value="">Every category</option>
            <option value="topwear">Topwear</option>
            <option value="bottomwear">Bottomwear</option>
          </select>
        </div>
        <div>
          <label htmlFor="discount-products" className="mb-1 block text-sm font-semibold text-neutral-800">
            Only these products (ids)
          </label>
          <textarea
            id="discount-products"
            rows={2}
            className={selectClass}
            aria-invalid={errorOf('productIds') ? true : undefined}
            {...register('productIds')}
          />
          {errorOf('productIds') && <p className="mt-1 text-sm text-red-700">{errorOf('productIds')}</p>}
        </div>
      </div>
      <div className="flex flex-wrap gap-6 text-sm">
        <label className="flex items-center gap-2">
          <input type="checkbox" {...register('firstOrderOnly')} /> First order only
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" {...register('isActive')} /> Active
        </label>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={adminButton.primary} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? T.saving : T.save}
        </button>
        {discount && (
          <button type="button" className={adminButton.danger} onClick={() => setConfirming(true)}>
            {T.delete}
          </button>
        )}
      </div>
      {confirming && (
        <ConfirmDialog
          title={T.delete}
          message={T.deleteConfirm}
          busy={removal.isLoading}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </form>
  );
}

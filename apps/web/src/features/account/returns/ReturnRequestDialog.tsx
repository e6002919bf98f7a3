import { RETURN_LIMITS, shortOrderId, type OrderReturnsResponse, type ReturnableLine } from '@store/contracts';
import { useState, type FormEvent } from 'react';
import { fieldErrors, messageOr } from '../../../shared/api-error';
import { toast } from '../../../shared/toast/toast';
import { buttonClass } from '../../../shared/ui/buttons';
import { Modal } from '../../../shared/ui/Modal';
import { SelectField } from '../../../shared/ui/SelectField';
import { RETURN_TEXT as T } from './constants';
import { ExchangeChoice } from './ExchangeChoice';
import {
  emptyReturnForm,
  needsPhotos,
  returnableLines,
  returnFormErrors,
  returnRequestBody,
  type ReturnFormErrors,
  type ReturnFormValues,
} from './return-form-rules';
import { ReturnPhotos } from './ReturnPhotos';
import { useRequestReturnMutation } from './returns-api';

const lineLabel = (line: Pick<ReturnableLine, 'name' | 'size' | 'colorName'>) =>
  `${line.name} (${line.colorName ? `${line.colorName}, ` : ''}${line.size})`;

/**
 * The shopper's return request: the lines and units still returnable, the reason the policy offers
 * (size exchange only while the admin enables it, then the wanted size and colour per line), a
 * comment and photos (required for damaged or defective). The server's refusal is shown as it words it.
 */
export function ReturnRequestDialog({ data, onClose }: { data: OrderReturnsResponse; onClose: () => void }) {
  const [values, setValues] = useState<ReturnFormValues>(emptyReturnForm);
  const [errors, setErrors] = useState<ReturnFormErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [send, { isLoading }] = useRequestReturnMutation();
  const lines = returnableLines(data);
  const set = (change: Partial<ReturnFormValues>) => setValues((current) => ({ ...current, ...change }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = returnFormErrors(values, data);
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    const result = await send({ orderId: data.orderId, body: returnRequestBody(values) });
    if ('error' in result) {
      const message = messageOr(result.error, T.failed);
      setErrors(fieldErrors(result.error));
      setRefusal(message);
      toast.error(message);
      return;
    }
    toast.success(result.data.message ?? T.requested);
    onClose();
  };

  return (
    <Modal title={T.dialogTitle(shortOrderId(data.orderId))} onClose={onClose} size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={T.request} className="space-y-5">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-neutral-800">Items to return</legend>
          <ul className="space-y-3">
            {lines.map((line) => {
              const label = lineLabel(line);
              const quantity = values.quantities[line.line] ?? 0;
              const error = errors[`line-${line.line}`];
              return (
                <li key={line.line} className="rounded-md border border-neutral-200 p-3">
                  <div className="flex items-center gap-3">
                    <img src={line.image} alt="" className="size-12 rounded object-cover" />
                    <div className="min-w-0 flex-1 text-sm">
                      <p className="font-semibold">{label}</p>
                      <p className="text-xs text-neutral-600">{T.leftToReturn(line.returnable, line.delivered)}</p>
                    </div>
                    <input
                      type="number"
                      min={0}
                      max={line.returnable}
                      step={1}
                      aria-label={T.quantityOf(label)}
                      aria-invalid={error ? true : undefined}
                      value={quantity}
                      onChange={(event) =>
                        set({
                          quantities: {
                            ...values.quantities,
                            [line.line]: Math.max(
                              0,
                              Math.min(line.returnable, Math.floor(Number(event.target.value) || 0)),
                            ),
                          },
                        })
                      }
                      className="w-16 rounded-md border border-neutral-300 px-2 py-1.5 text-sm"
                    />
                  </div>
                  {values.reason === 'size_exchange' && quantity > 0 && (
                    <ExchangeChoice
                      line={line}
                      label={label}
                      value={values.exchanges[line.line]}
                      onChange={(wanted) => set({ exchanges: { ...values.exchanges, [line.line]: wanted } })}
                    />
                  )}
                  {error && <p className="mt-1 text-sm font-medium text-brand-dark">{error}</p>}
                </li>
              );
            })}
          </ul>
          {errors.lines && <p className="mt-1 text-sm font-medium text-brand-dark">{errors.lines}</p>}
        </fieldset>
        <SelectField
          label={T.reason}
          required
          placeholder={T.chooseReason}
          options={data.reasons}
          value={values.reason}
          error={errors.reason}
          onChange={(event) => set({ reason: event.target.value as ReturnFormValues['reason'] })}
        />
        <div>
          <label htmlFor="return-comment" className="mb-1 block text-sm font-semibold text-neutral-800">
            {T.comment}
          </label>
          <textarea
            id="return-comment"
            rows={3}
            maxLength={RETURN_LIMITS.commentMax}
            placeholder={T.commentHint}
            value={values.comment}
            onChange={(event) => set({ comment: event.target.value })}
            className="w-full rounded-md border border-neutral-300 px-3 py-2 text-sm"
          />
          {errors.comment && <p className="mt-1 text-sm font-medium text-brand-dark">{errors.comment}</p>}
        </div>
        <ReturnPhotos
          orderId={data.orderId}
          photos={values.photos}
          onChange={(photos) => set({ photos })}
          onBusy={setUploading}
          required={needsPhotos(values.reason)}
          error={errors.photos}
        />
        {refusal && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm font-semibold text-red-800">
            {refusal}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" onClick={onClose} className={`${buttonClass.outline} px-4 py-2`}>
            {T.cancel}
          </button>
          <button type="submit" disabled={isLoading || uploading} className={`${buttonClass.primary} px-4 py-2`}>
            {isLoading ? T.sending : T.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
}

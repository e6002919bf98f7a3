import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Modal } from '../../../shared/ui/Modal';
import { adminButton } from '../ui/states';
import { SYSTEM_TEXT } from './constants';

const T = SYSTEM_TEXT.projections;
const REASON_MAX = 200; // PauseProjectionInputSchema's cap

interface PauseDialogProps {
  name: string;
  busy: boolean;
  onPause: (reason: string | undefined) => void;
  onCancel: () => void;
}

/** Pausing asks for an optional reason, shown beside the paused state to the next engineer. */
export function PauseDialog({ name, busy, onPause, onCancel }: PauseDialogProps) {
  const fieldId = useId();
  const errorId = useId();
  const { register, handleSubmit, formState } = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const error = formState.errors.reason?.message;
  const submit = handleSubmit(({ reason }) => onPause(reason.trim() || undefined));
  return (
    <Modal title={T.pauseTitle(name)} onClose={busy ? undefined : onCancel} size="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p className="text-sm text-neutral-800">{T.pauseHint}</p>
        <label htmlFor={fieldId} className="mt-4 block text-sm font-semibold">
          {T.reasonLabel}
        </label>
        <textarea
          id={fieldId}
          rows={2}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm"
          {...register('reason', { validate: (value) => value.trim().length <= REASON_MAX || T.reasonTooLong })}
        />
        {error && (
          <p id={errorId} role="alert" className="text-sm font-semibold text-red-700">
            {error}
          </p>
        )}
        <div className="mt-5 flex justify-end gap-2">
          <button type="button" className={adminButton.secondary} onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className={adminButton.danger} disabled={busy}>
            {busy ? 'Pausing...' : 'Pause'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

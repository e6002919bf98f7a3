import { useForm } from 'react-hook-form';
import { useId, useRef } from 'react';
import { messageOr, fieldErrors } from '../../../shared/api-error';
import { toast } from '../../../shared/toast/toast';
import { adminButton } from '../ui/states';
import { ORDERS_TEXT as T } from './constants';
import { useAddOrderNoteMutation } from './orders-api';

/** A UUID v4 (randomUUID exists only in secure contexts; getRandomValues everywhere). */
export function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Adds an internal note to the order (admins only): one note id per note, so a retried submit records it once. */
export function OrderNoteForm({ orderId }: { orderId: string }) {
  const [addNote, { isLoading }] = useAddOrderNoteMutation();
  const noteId = useRef(newId());
  const fieldId = useId();
  const errorId = useId();
  const { register, handleSubmit, reset, setError, formState } = useForm<{ text: string }>({
    defaultValues: { text: '' },
  });
  const error = formState.errors.text?.message;

  const submit = handleSubmit(async ({ text }) => {
    const result = await addNote({ orderId, body: { noteId: noteId.current, text: text.trim() } });
    if ('error' in result && result.error) {
      const message = fieldErrors(result.error).text ?? messageOr(result.error, T.noteFailed);
      setError('text', { message });
      return;
    }
    noteId.current = newId();
    reset({ text: '' });
    toast.success(T.noteAdded);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-2">
      <label htmlFor={fieldId} className="block text-sm font-bold">
        {T.noteLabel}
      </label>
      <p className="text-xs text-neutral-600">{T.noteHint}</p>
      <textarea
        id={fieldId}
        rows={2}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm"
        {...register('text', {
          validate: (value) => (!value.trim() ? T.noteRequired : value.trim().length > 1000 ? T.noteTooLong : true),
        })}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
      <button type="submit" className={adminButton.primary} disabled={isLoading}>
        {isLoading ? 'Adding...' : 'Add note'}
      </button>
    </form>
  );
}

import { type Decider, ValidationError } from '@store/platform/domain';

/**
 * Internal notes on an order: admins only, never shown to the shopper. A stream per order of its
 * own (`ordernote-{orderId}`), so the order aggregate and the shopper's views never carry them;
 * the admin timeline merges them with the order's events by time.
 */
export const NOTE_MAX_LENGTH = 1000;
export const NOTE_MESSAGES = {
  required: 'Note is required',
  tooLong: `Note must be at most ${NOTE_MAX_LENGTH} characters`,
} as const;

/**
 * A note is free text about the order's customer ("called her on 98…, leave it at no. 12"), so it
 * is personal data of theirs: `sealedText` is sealed under the order's key (`order:<id>`), which
 * erasing the buyer's account or the guest's address destroys (issue #38). null: erased before
 * it was sealed. Notes written before sealing carry `text` in plain (resealed by
 * orderingMigrations in a PostgreSQL log).
 */
export type OrderNoteEvent = {
  type: 'OrderNoteAdded';
  data: { orderId: string; noteId: string; sealedText?: string | null; text?: string };
};
export const ORDER_NOTE_EVENT_TYPES = ['OrderNoteAdded'] as const;

export interface OrderNotesState {
  noteIds: string[];
}

/**
 * noteId is chosen by the caller (one per click): a retried request adds nothing twice. `text` is
 * the note as typed, for the rules; `sealedText` is what the event records: the rules' text
 * (noteText) sealed by the caller.
 */
export interface AddNote {
  orderId: string;
  noteId: string;
  text: string;
  sealedText: string;
}

/** The note as recorded: trimmed, 1 to 1000 characters. */
export function noteText(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) throw new ValidationError(NOTE_MESSAGES.required, 'text');
  if (trimmed.length > NOTE_MAX_LENGTH) throw new ValidationError(NOTE_MESSAGES.tooLong, 'text');
  return trimmed;
}

export const orderNotesDecider: Decider<OrderNotesState, AddNote, OrderNoteEvent> = {
  initialState: () => ({ noteIds: [] }),
  evolve: (state, event) =>
    event.type === 'OrderNoteAdded' ? { noteIds: [...state.noteIds, event.data.noteId] } : state,
  decide: (command, state) => {
    noteText(command.text);
    if (state.noteIds.includes(command.noteId)) return [];
    return [
      {
        type: 'OrderNoteAdded',
        data: { orderId: command.orderId, noteId: command.noteId, sealedText: command.sealedText },
      },
    ];
  },
};

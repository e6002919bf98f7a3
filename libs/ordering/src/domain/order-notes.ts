import { DomainError, type Decider } from '@store/platform';

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

export type OrderNoteEvent = { type: 'OrderNoteAdded'; data: { orderId: string; noteId: string; text: string } };
export const ORDER_NOTE_EVENT_TYPES = ['OrderNoteAdded'] as const;

export interface OrderNotesState {
  noteIds: string[];
}

/** noteId is chosen by the caller (one per click): a retried request adds nothing twice. */
export interface AddNote {
  orderId: string;
  noteId: string;
  text: string;
}

export const orderNotesDecider: Decider<OrderNotesState, AddNote, OrderNoteEvent> = {
  initialState: () => ({ noteIds: [] }),
  evolve: (state, event) => (event.type === 'OrderNoteAdded' ? { noteIds: [...state.noteIds, event.data.noteId] } : state),
  decide: (command, state) => {
    const text = command.text.trim();
    if (!text) throw new DomainError(NOTE_MESSAGES.required, 400, 'text');
    if (text.length > NOTE_MAX_LENGTH) throw new DomainError(NOTE_MESSAGES.tooLong, 400, 'text');
    if (state.noteIds.includes(command.noteId)) return [];
    return [{ type: 'OrderNoteAdded', data: { orderId: command.orderId, noteId: command.noteId, text } }];
  },
};

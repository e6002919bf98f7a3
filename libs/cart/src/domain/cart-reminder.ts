/**
 * The cart reminder's rule (issue #44), apart from the cart's other rules. What a cart is: from
 * its first line (an empty cart filled) until it is emptied (cleared, every line removed) or
 * ordered (checked out; lines a partial checkout leaves behind are a new cart). One reminder per
 * cart: changes after the reminder belong to the same cart and send nothing more; a new cart may
 * be reminded again. Structural types only, so cart.ts can use this file without a cycle.
 */

interface ReminderLine {
  productId: string;
  colorVariantId: string | null;
  size: string;
  quantity: number;
}

/** The reminder of the current cart: the change it was about (that change's stream revision) and the lines it showed. */
export interface CartReminder {
  changeRevision: number;
  lines: ReminderLine[];
}

/** What the rule reads of the cart's state. */
export interface RemindableCart {
  lines: ReminderLine[];
  /** Stream revision of the cart's last event (-1 for no event). */
  revision: number;
  reminded: CartReminder | null;
}

export interface RecordReminderCommand {
  type: 'RecordReminder';
  userId: string;
  /** The change the job was scheduled for: the cart's stream revision right after it. */
  changeRevision: number;
  /** The shopper's marketing consent as identity reads it now (at send time). */
  consented: boolean;
  /** The configured discount code (CART_REMINDER_CODE), or null. */
  code: string | null;
  now: string;
}

export interface CartReminderSentData {
  userId: string;
  changeRevision: number;
  lines: ReminderLine[];
  code: string | null;
  at: string;
}

/**
 * CartReminderSent when the cart is still exactly as that change left it (untouched since), holds
 * lines (not emptied or ordered), was not reminded yet, and the shopper consents; else nothing.
 */
export function decideReminder(state: RemindableCart, command: RecordReminderCommand): CartReminderSentData[] {
  if (state.reminded) return []; // one per cart (a retried job finds its own reminder here)
  if (state.revision !== command.changeRevision) return []; // touched since: the later change has its own job
  if (state.lines.length === 0) return []; // emptied or ordered
  if (!command.consented) return [];
  const { userId, changeRevision, code, now } = command;
  return [{ userId, changeRevision, lines: state.lines.map((line) => ({ ...line })), code, at: now }];
}

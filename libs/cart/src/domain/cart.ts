import { Decider, DomainError, ValidationError } from '@store/platform/domain';
import {
  decideReminder,
  type CartReminder,
  type CartReminderSentData,
  type RecordReminderCommand,
} from './cart-reminder';
import { CART_MESSAGES as M, MAX_CART_LINES, MAX_LINE_QUANTITY } from './messages';

/** What identifies a line: one product, colour variant (null without variants) and size. */
export interface CartLineRef {
  productId: string;
  colorVariantId: string | null;
  size: string;
}

/** One line of a cart: which product, colour and size, and how many. Prices are the catalogue's, never stored. */
export interface CartLine extends CartLineRef {
  quantity: number;
}

export const lineKey = (line: CartLineRef) => `${line.productId}|${line.colorVariantId ?? '-'}|${line.size}`;

export type CartEvent =
  | { type: 'CartItemAdded'; data: CartLine & { userId: string; productName: string; at: string } }
  | {
      type: 'CartItemQuantityChanged';
      data: CartLine & { userId: string; productName: string; previous: number; at: string };
    }
  | { type: 'CartItemRemoved'; data: CartLineRef & { userId: string; at: string } }
  | { type: 'CartCleared'; data: { userId: string; at: string } }
  | { type: 'CartCheckedOut'; data: { userId: string; orderId: string; lines: CartLine[]; at: string } }
  /** The one reminder e-mail of this cart was sent (issue #44): the lines it showed, the code it printed. */
  | { type: 'CartReminderSent'; data: CartReminderSentData };

export const CART_EVENT_TYPES: CartEvent['type'][] = [
  'CartItemAdded',
  'CartItemQuantityChanged',
  'CartItemRemoved',
  'CartCleared',
  'CartCheckedOut',
  'CartReminderSent',
];

/** The shopper's own changes of the cart: each schedules a reminder check (issue #44). */
export const CART_CHANGE_TYPES: readonly CartEvent['type'][] = [
  'CartItemAdded',
  'CartItemQuantityChanged',
  'CartItemRemoved',
];

/**
 * What the cart needs to know about one product, as the catalogue answers it now (by value:
 * the domain never asks). A product missing from the catalogue map is unknown or deleted.
 */
export interface CatalogueEntry {
  productId: string;
  name: string;
  sizes: string[];
  isUpcoming: boolean;
  /** Size -> units, for a product without colour variants. */
  stock: Record<string, number>;
  /** Every colour variant, active or not; empty when the product has none. */
  variants: Array<{ id: string; colorName: string; isActive: boolean; stock: Record<string, number> }>;
}

export type Catalogue = Readonly<Record<string, CatalogueEntry | undefined>>;

/** A line as the shopper's client sent it (shape already checked by the HTTP layer). */
export interface RequestedLine {
  productId: string;
  quantity: number;
  size: string;
  colorVariantId: string | null;
}

export interface CartState {
  lines: CartLine[];
  checkedOutOrders: string[];
  /** Stream revision of the last event folded (-1: none). */
  revision: number;
  /** The current cart's reminder; null until sent, and again once the cart is emptied or ordered. */
  reminded: CartReminder | null;
}

export type CartCommand =
  /** PUT /cart: the cart becomes exactly these lines; any bad line refuses the whole request. */
  | { type: 'ReplaceCart'; userId: string; items: RequestedLine[]; catalogue: Catalogue; now: string }
  /** POST /cart/merge: the guest's lines join the saved ones, silently cut to what can be bought. */
  | { type: 'MergeGuestCart'; userId: string; items: RequestedLine[]; catalogue: Catalogue; now: string }
  /** An order took the cart: these lines (all of them when `only` is absent) leave it, once per order. */
  | { type: 'CheckOut'; userId: string; orderId: string; only?: CartLineRef[]; now: string }
  /** The reminder job: records the cart's one reminder when it is due (cart-reminder.ts). */
  | RecordReminderCommand;

const initialCartState = (): CartState => ({ lines: [], checkedOutOrders: [], revision: -1, reminded: null });

/**
 * Units of one colour and size a shopper can buy now: the active variant's, or with no variant
 * the product's own ('Original') stock; missing counts as 0.
 */
export function availableUnits(entry: CatalogueEntry, colorVariantId: string | null, size: string): number {
  const stock = colorVariantId ? entry.variants.find((v) => v.id === colorVariantId && v.isActive)?.stock : entry.stock;
  return Math.max(0, Math.floor(Number(stock?.[size] ?? 0) || 0));
}

const colourName = (entry: CatalogueEntry, colorVariantId: string | null) =>
  entry.variants.find((v) => v.id === colorVariantId)?.colorName ?? null;

/**
 * Checks one requested line against the catalogue: a known product on sale, an active colour
 * or none (the product's own), a size it comes in, a whole quantity from 1 to 100. Returns the line
 * normalised (size upper-cased) or throws the 400 naming the field.
 */
export function checkLine(
  item: RequestedLine,
  catalogue: Catalogue,
  field: string,
): CartLine & { productName: string } {
  const entry = catalogue[item.productId];
  if (!entry) throw new ValidationError(M.productNotFound, `${field}.product`);
  if (entry.isUpcoming) throw new ValidationError(M.notYetAvailable(entry.name), `${field}.product`);
  // No variant id is the product's own colour ('Original'), offered beside any variants.
  const colorVariantId: string | null = item.colorVariantId || null;
  if (colorVariantId && !entry.variants.some((v) => v.id === colorVariantId && v.isActive)) {
    throw new ValidationError(M.colourUnavailable(entry.name), `${field}.colorVariantId`);
  }
  const size = item.size.trim().toUpperCase();
  if (!size) throw new ValidationError(M.selectSize, `${field}.size`);
  if (!entry.sizes.includes(size)) throw new ValidationError(M.sizeUnavailable(entry.name, size), `${field}.size`);
  if (!Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > MAX_LINE_QUANTITY)
    throw new ValidationError(M.quantity, `${field}.quantity`);
  return { productId: entry.productId, colorVariantId, size, quantity: item.quantity, productName: entry.name };
}

type NamedLine = CartLine & { productName: string };

/** Lines of one product, colour and size become one (quantities add); first appearance keeps its place. */
export function mergeLines<L extends CartLine>(lines: readonly L[]): L[] {
  const merged = new Map<string, L>();
  for (const line of lines) {
    const existing = merged.get(lineKey(line));
    merged.set(lineKey(line), existing ? { ...existing, quantity: existing.quantity + line.quantity } : line);
  }
  return [...merged.values()];
}

/** Folds one event, counting the stream's revision; an emptied or ordered cart ends, and its reminder with it. */
export function evolveCart(state: CartState, event: CartEvent): CartState {
  const next = { ...applyCartEvent(state, event), revision: state.revision + 1 };
  const ended = next.lines.length === 0 || event.type === 'CartCheckedOut';
  return ended && next.reminded ? { ...next, reminded: null } : next;
}

function applyCartEvent(state: CartState, event: CartEvent): CartState {
  switch (event.type) {
    case 'CartItemAdded':
    case 'CartItemQuantityChanged': {
      const { productId, colorVariantId, size, quantity } = event.data;
      const line = { productId, colorVariantId, size, quantity };
      const index = state.lines.findIndex((existing) => lineKey(existing) === lineKey(line));
      return {
        ...state,
        lines: index < 0 ? [...state.lines, line] : state.lines.map((existing, i) => (i === index ? line : existing)),
      };
    }
    case 'CartItemRemoved':
      return { ...state, lines: state.lines.filter((line) => lineKey(line) !== lineKey(event.data)) };
    case 'CartCleared':
      return { ...state, lines: [] };
    case 'CartCheckedOut': {
      const ordered = new Set(event.data.lines.map(lineKey));
      return {
        ...state,
        lines: state.lines.filter((line) => !ordered.has(lineKey(line))),
        checkedOutOrders: [...state.checkedOutOrders, event.data.orderId],
      };
    }
    case 'CartReminderSent':
      return { ...state, reminded: { changeRevision: event.data.changeRevision, lines: event.data.lines } };
  }
}

/** The events that turn the cart into exactly the wanted lines (already checked, merged and capped). */
function becomes(state: CartState, wantedLines: NamedLine[], userId: string, at: string): CartEvent[] {
  if (wantedLines.length === 0) return state.lines.length ? [{ type: 'CartCleared', data: { userId, at } }] : [];
  const current = new Map(state.lines.map((line) => [lineKey(line), line]));
  const wanted = new Map(wantedLines.map((line) => [lineKey(line), line]));
  const events: CartEvent[] = [];
  for (const [key, { productId, colorVariantId, size }] of current) {
    if (!wanted.has(key))
      events.push({ type: 'CartItemRemoved', data: { userId, productId, colorVariantId, size, at } });
  }
  for (const [key, line] of wanted) {
    const existing = current.get(key);
    if (!existing) events.push({ type: 'CartItemAdded', data: { userId, ...line, at } });
    else if (existing.quantity !== line.quantity)
      events.push({ type: 'CartItemQuantityChanged', data: { userId, ...line, previous: existing.quantity, at } });
  }
  return events;
}

function replace(
  state: CartState,
  { userId, items, catalogue, now }: Extract<CartCommand, { type: 'ReplaceCart' }>,
): CartEvent[] {
  if (items.length > MAX_CART_LINES) throw new ValidationError(M.tooManyLines, 'items');
  const checked = items.map((item, index) => ({ index, line: checkLine(item, catalogue, `items.${index}`) }));
  const lines = mergeLines(checked.map(({ line }) => line));
  for (const line of lines) {
    const entry = catalogue[line.productId]!;
    const field = `items.${checked.find((c) => lineKey(c.line) === lineKey(line))!.index}.quantity`;
    const available = availableUnits(entry, line.colorVariantId, line.size);
    if (line.quantity > available)
      throw new ValidationError(
        M.onlyAvailable(available, entry.name, line.size, colourName(entry, line.colorVariantId)),
        field,
      );
    if (line.quantity > MAX_LINE_QUANTITY) throw new ValidationError(M.quantity, field);
  }
  return becomes(state, lines, userId, now);
}

function mergeGuest(
  state: CartState,
  { userId, items, catalogue, now }: Extract<CartCommand, { type: 'MergeGuestCart' }>,
): CartEvent[] {
  const usable: NamedLine[] = [];
  for (const [index, item] of [...state.lines, ...items].entries()) {
    try {
      usable.push(checkLine(item, catalogue, `items.${index}`));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  const capped = mergeLines(usable)
    .map((line) => ({
      ...line,
      quantity: Math.min(
        line.quantity,
        MAX_LINE_QUANTITY,
        availableUnits(catalogue[line.productId]!, line.colorVariantId, line.size),
      ),
    }))
    .filter((line) => line.quantity > 0)
    .slice(0, MAX_CART_LINES);
  return becomes(state, capped, userId, now);
}

export function decideCart(command: CartCommand, state: CartState): CartEvent[] {
  switch (command.type) {
    case 'ReplaceCart':
      return replace(state, command);
    case 'MergeGuestCart':
      return mergeGuest(state, command);
    case 'CheckOut': {
      if (state.checkedOutOrders.includes(command.orderId)) return [];
      const only = command.only ? new Set(command.only.map(lineKey)) : null;
      const lines = only ? state.lines.filter((line) => only.has(lineKey(line))) : state.lines;
      return [
        { type: 'CartCheckedOut', data: { userId: command.userId, orderId: command.orderId, lines, at: command.now } },
      ];
    }
    case 'RecordReminder':
      return decideReminder(state, command).map((data) => ({ type: 'CartReminderSent' as const, data }));
  }
}

export const cartDecider: Decider<CartState, CartCommand, CartEvent> = {
  initialState: initialCartState,
  evolve: evolveCart,
  decide: decideCart,
};

export const cartStream = (userId: string) => `cart-${userId}`;
export const isCartStream = (streamId: string) => streamId.startsWith('cart-');

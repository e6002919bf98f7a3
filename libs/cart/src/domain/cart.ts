import { Decider } from '@store/platform';

/** One line of a cart: which product, colour (variant) and size, and how many. Prices are the catalogue's. */
export interface CartLine {
  productId: string;
  colorVariantId: string | null;
  size: string;
  quantity: number;
}

export const lineKey = (line: Pick<CartLine, 'productId' | 'colorVariantId' | 'size'>) => `${line.productId}|${line.colorVariantId ?? '-'}|${line.size}`;

export type CartEvent =
  | { type: 'CartItemAdded'; data: CartLine & { userId: string; productName: string; at: string } }
  | { type: 'CartItemQuantityChanged'; data: CartLine & { userId: string; productName: string; previous: number; at: string } }
  | { type: 'CartItemRemoved'; data: Omit<CartLine, 'quantity'> & { userId: string; at: string } }
  | { type: 'CartCleared'; data: { userId: string; at: string } }
  | { type: 'CartCheckedOut'; data: { userId: string; orderId: string; lines: CartLine[]; at: string } };

export const CART_EVENT_TYPES: CartEvent['type'][] = ['CartItemAdded', 'CartItemQuantityChanged', 'CartItemRemoved', 'CartCleared', 'CartCheckedOut'];

export interface CartState {
  lines: CartLine[];
  checkedOutOrders: string[];
}

/** The wanted lines carry the product's name, for the conversion report. */
export type WantedLine = CartLine & { productName: string };

export type CartCommand =
  | { type: 'ReplaceCart'; userId: string; lines: WantedLine[]; now: string }
  | { type: 'CheckOut'; userId: string; orderId: string; ordered: Omit<CartLine, 'quantity'>[]; now: string };

const initialCartState = (): CartState => ({ lines: [], checkedOutOrders: [] });

export function evolveCart(state: CartState, event: CartEvent): CartState {
  const without = (key: string) => state.lines.filter((line) => lineKey(line) !== key);
  switch (event.type) {
    case 'CartItemAdded':
    case 'CartItemQuantityChanged': {
      const { productId, colorVariantId, size, quantity } = event.data;
      const line = { productId, colorVariantId, size, quantity };
      const index = state.lines.findIndex((existing) => lineKey(existing) === lineKey(line));
      return { ...state, lines: index < 0 ? [...state.lines, line] : state.lines.map((existing, i) => (i === index ? line : existing)) };
    }
    case 'CartItemRemoved':
      return { ...state, lines: without(lineKey(event.data)) };
    case 'CartCleared':
      return { ...state, lines: [] };
    case 'CartCheckedOut': {
      const ordered = new Set(event.data.lines.map(lineKey));
      return { lines: state.lines.filter((line) => !ordered.has(lineKey(line))), checkedOutOrders: [...state.checkedOutOrders, event.data.orderId] };
    }
  }
}

/** The events that turn the cart into exactly the wanted lines (already merged, checked and capped). */
function replace(state: CartState, command: Extract<CartCommand, { type: 'ReplaceCart' }>): CartEvent[] {
  const { userId, now: at } = command;
  if (command.lines.length === 0) return state.lines.length ? [{ type: 'CartCleared', data: { userId, at } }] : [];
  const current = new Map(state.lines.map((line) => [lineKey(line), line]));
  const wanted = new Map(command.lines.map((line) => [lineKey(line), line]));
  const events: CartEvent[] = [];
  for (const [key, line] of current) {
    if (!wanted.has(key)) events.push({ type: 'CartItemRemoved', data: { userId, productId: line.productId, colorVariantId: line.colorVariantId, size: line.size, at } });
  }
  for (const [key, { productName, ...line }] of wanted) {
    const existing = current.get(key);
    if (!existing) events.push({ type: 'CartItemAdded', data: { userId, ...line, productName, at } });
    else if (existing.quantity !== line.quantity) events.push({ type: 'CartItemQuantityChanged', data: { userId, ...line, productName, previous: existing.quantity, at } });
  }
  return events;
}

export function decideCart(command: CartCommand, state: CartState): CartEvent[] {
  switch (command.type) {
    case 'ReplaceCart':
      return replace(state, command);
    case 'CheckOut': {
      if (state.checkedOutOrders.includes(command.orderId)) return [];
      const ordered = new Set(command.ordered.map(lineKey));
      const lines = state.lines.filter((line) => ordered.has(lineKey(line)));
      return [{ type: 'CartCheckedOut', data: { userId: command.userId, orderId: command.orderId, lines, at: command.now } }];
    }
  }
}

export const cartDecider: Decider<CartState, CartCommand, CartEvent> = { initialState: initialCartState, evolve: evolveCart, decide: decideCart };

export const cartStream = (userId: string) => `cart-${userId}`;
export const isCartStream = (streamId: string) => streamId.startsWith('cart-');

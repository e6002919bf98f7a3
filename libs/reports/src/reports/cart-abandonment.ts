import { defineReport, indiaDay } from '../report';

/** A cart untouched this long while holding items counts as abandoned. */
export const ABANDONED_AFTER_HOURS = 24;

interface Cart {
  lines: Map<string, number>;
  /** The India day the cart went from empty to holding items; null while empty. */
  startDay: string | null;
  lastAt: string;
}

interface Day {
  started: number;
  checkedOut: number;
  emptied: number;
}

interface State {
  carts: Map<string, Cart>;
  days: Map<string, Day>;
}

type Ending = 'checkedOut' | 'emptied';

/** A cart line as the cart's events name it. */
interface CartLine {
  productId: string;
  colorVariantId: string | null;
  size: string;
}

const lineKey = (data: CartLine) => `${data.productId}|${data.colorVariantId ?? '-'}|${data.size}`;

function dayOf(state: State, day: string): Day {
  let row = state.days.get(day);
  if (!row) state.days.set(day, (row = { started: 0, checkedOut: 0, emptied: 0 }));
  return row;
}

function end(state: State, cart: Cart, how: Ending) {
  if (cart.startDay) dayOf(state, cart.startDay)[how] += 1;
  cart.startDay = null;
}

function startIfFilled(state: State, cart: Cart, at: string) {
  if (cart.startDay || cart.lines.size === 0) return;
  cart.startDay = indiaDay(at);
  dayOf(state, cart.startDay).started += 1;
}

/**
 * Cart abandonment by the India day a cart was filled (went from empty to holding items; signed-in
 * shoppers' carts: a guest's cart lives in the browser and has no events). Each filled cart ends
 * one way: checked out (CartCheckedOut; lines left behind by a partial checkout start a new
 * cart), emptied (cleared or every line removed), abandoned (still holding items and untouched
 * for 24 hours when the report runs), or still open (touched within 24 hours). rate =
 * abandoned / (checked out + emptied + abandoned), in percent.
 */
export const cartAbandonment = defineReport<State>({
  name: 'cart-abandonment',
  description:
    'Carts by day filled: started, checked out, emptied, abandoned (idle 24 h with items), open, abandoned units, rate %',
  eventTypes: ['CartItemAdded', 'CartItemQuantityChanged', 'CartItemRemoved', 'CartCleared', 'CartCheckedOut'],
  columns: ['day', 'started', 'checked_out', 'emptied', 'abandoned', 'open', 'abandoned_units', 'abandonment_rate'],
  initial: () => ({ carts: new Map(), days: new Map() }),
  apply(state, event) {
    // Every cart event names its user and, since it was kept, its time.
    const data = event.data as { userId: string; at?: string };
    const at: string = data.at ?? event.occurredAt;
    let cart = state.carts.get(data.userId);
    if (!cart) state.carts.set(data.userId, (cart = { lines: new Map(), startDay: null, lastAt: at }));
    cart.lastAt = at;
    switch (event.type) {
      case 'CartItemAdded':
      case 'CartItemQuantityChanged':
        cart.lines.set(lineKey(event.data as CartLine), (event.data as { quantity: number }).quantity);
        startIfFilled(state, cart, at);
        break;
      case 'CartItemRemoved':
        cart.lines.delete(lineKey(event.data as CartLine));
        if (cart.lines.size === 0) end(state, cart, 'emptied');
        break;
      case 'CartCleared':
        cart.lines.clear();
        end(state, cart, 'emptied');
        break;
      case 'CartCheckedOut':
        for (const line of (event.data as { lines: CartLine[] }).lines) cart.lines.delete(lineKey(line));
        end(state, cart, 'checkedOut');
        startIfFilled(state, cart, at);
        break;
    }
    if (cart.lines.size === 0) state.carts.delete(data.userId); // an empty cart needs no memory
    return state;
  },
  rows(state, context) {
    const idleSince = context.now.getTime() - ABANDONED_AFTER_HOURS * 3600_000;
    const open = new Map<string, { abandoned: number; open: number; units: number }>();
    for (const cart of state.carts.values()) {
      if (!cart.startDay) continue;
      let row = open.get(cart.startDay);
      if (!row) open.set(cart.startDay, (row = { abandoned: 0, open: 0, units: 0 }));
      if (new Date(cart.lastAt).getTime() <= idleSince) {
        row.abandoned += 1;
        for (const quantity of cart.lines.values()) row.units += quantity;
      } else row.open += 1;
    }
    return [...state.days.entries()]
      .filter(([day]) => context.inRange(day))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, row]) => {
        const still = open.get(day) ?? { abandoned: 0, open: 0, units: 0 };
        const finished = row.checkedOut + row.emptied + still.abandoned;
        return {
          day,
          started: row.started,
          checked_out: row.checkedOut,
          emptied: row.emptied,
          abandoned: still.abandoned,
          open: still.open,
          abandoned_units: still.units,
          abandonment_rate: finished ? Math.round((still.abandoned / finished) * 1000) / 10 : 0,
        };
      });
  },
});

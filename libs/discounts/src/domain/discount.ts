import { DISCOUNT_MESSAGES as M } from '@store/contracts';
import { ConflictError, NotFoundError, ValidationError, type Decider } from '@store/platform/domain';
import type { DiscountEvent, DiscountRules, ReleaseReason } from './discount-events';
import { checkWindow, quoteDiscount, type Quote, type QuoteLine } from './discount-quote';

/** One order's hold on a use: held from placing, `used` once paid; a released hold is gone. */
export interface Reservation {
  customerKeys: string[];
  amount: number;
  used: boolean;
}

export interface DiscountState {
  exists: boolean;
  deleted: boolean;
  discountId: string;
  rules: DiscountRules | null;
  reservations: Record<string, Reservation>;
  createdAt: string;
  updatedAt: string;
}

/** Who asks to use the code, and what they buy. */
export interface UseRequest {
  /** The customer's keys: `user:<id>` signed in; a guest's e-mail and phone (keyed hashes). */
  customerKeys: string[];
  /** No earlier paid order for these customer keys (the caller's knowledge: ordering's orders). */
  firstOrder: boolean;
  lines: QuoteLine[];
  now: string;
  /** The request field a refusal names ('code' on validate, 'discountCode' on an order). */
  field: string;
}

export type DiscountCommand =
  | { type: 'CreateDiscount'; discountId: string; rules: DiscountRules; now: string }
  | { type: 'EditDiscount'; rules: DiscountRules; now: string }
  | { type: 'DeleteDiscount'; now: string }
  | ({ type: 'ReserveUse'; orderId: string } & UseRequest)
  /** The order was paid: its use counts (`amount`: the order's discount, for a use whose hold was released before a late payment). */
  | { type: 'CountUse'; orderId: string; amount: number; now: string }
  | { type: 'ReleaseUse'; orderId: string; reason: ReleaseReason; now: string };

export const initialDiscountState = (): DiscountState => ({
  exists: false,
  deleted: false,
  discountId: '',
  rules: null,
  reservations: {},
  createdAt: '',
  updatedAt: '',
});

/** Uses counted (paid) and held (placed, waiting for payment). */
export const usesOf = (state: DiscountState) => {
  const all = Object.values(state.reservations);
  const used = all.filter((reservation) => reservation.used);
  return {
    used: used.length,
    held: all.length - used.length,
    discountGiven: Math.round(used.reduce((sum, reservation) => sum + reservation.amount, 0) * 100) / 100,
  };
};

export function evolveDiscount(state: DiscountState, event: DiscountEvent): DiscountState {
  switch (event.type) {
    case 'DiscountCreated':
      return {
        ...state,
        exists: true,
        discountId: event.data.discountId,
        rules: event.data.rules,
        createdAt: event.data.at,
        updatedAt: event.data.at,
      };
    case 'DiscountEdited':
      return { ...state, rules: event.data.rules, updatedAt: event.data.at };
    case 'DiscountDeleted':
      return { ...state, deleted: true, updatedAt: event.data.at };
    case 'DiscountReserved': {
      const { orderId, customerKeys, amount } = event.data;
      return { ...state, reservations: { ...state.reservations, [orderId]: { customerKeys, amount, used: false } } };
    }
    case 'DiscountUsed': {
      const { orderId, amount } = event.data;
      const held = state.reservations[orderId];
      const used = { customerKeys: held?.customerKeys ?? [], amount, used: true };
      return { ...state, reservations: { ...state.reservations, [orderId]: used } };
    }
    case 'DiscountReleased': {
      const { [event.data.orderId]: _released, ...rest } = state.reservations;
      return { ...state, reservations: rest };
    }
  }
}

/** The admin's rules that the form's checks cannot see alone. */
function checkRules(rules: DiscountRules) {
  if (rules.type === 'percent' && rules.value > 100) throw new ValidationError(M.percentTooHigh, 'value');
  if (rules.startsAt && rules.endsAt && Date.parse(rules.endsAt) <= Date.parse(rules.startsAt))
    throw new ValidationError(M.endsBeforeStart, 'endsAt');
}

/**
 * Can this customer use the code on these lines now, and for how much: every rule of the code in
 * turn, with the messages (unknown, inactive, not started, expired, used up, per customer,
 * first order, minimum subtotal, products). Uses held by unpaid orders count, so a code with N
 * uses left is placed on at most N orders at once. Pure: validate and the reservation share it.
 */
export function quoteFor(state: DiscountState, request: UseRequest): Quote {
  const rules = state.rules;
  if (!state.exists || state.deleted || !rules) throw new ValidationError(M.unknown, request.field);
  checkWindow(rules, request.now, request.field);
  const all = Object.values(state.reservations);
  if (rules.usageLimit !== null && all.length >= rules.usageLimit) throw new ValidationError(M.usedUp, request.field);
  if (rules.perCustomerLimit !== null) {
    const mine = all.filter((held) => held.customerKeys.some((key) => request.customerKeys.includes(key)));
    if (mine.length >= rules.perCustomerLimit) throw new ValidationError(M.perCustomer, request.field);
  }
  if (rules.firstOrderOnly && !request.firstOrder) throw new ValidationError(M.firstOrderOnly, request.field);
  return quoteDiscount(rules, request.lines, request.field);
}

export function decideDiscount(command: DiscountCommand, state: DiscountState): DiscountEvent[] {
  if (command.type === 'CreateDiscount') {
    if (state.exists) throw new ConflictError('This discount already exists');
    checkRules(command.rules);
    return [
      { type: 'DiscountCreated', data: { discountId: command.discountId, rules: command.rules, at: command.now } },
    ];
  }
  if (command.type === 'ReserveUse') {
    if (state.reservations[command.orderId]) return [];
    const quote = quoteFor(state, command);
    const { orderId, customerKeys, now } = command;
    return [
      {
        type: 'DiscountReserved',
        data: { discountId: state.discountId, orderId, customerKeys, amount: quote.total, at: now },
      },
    ];
  }
  if (!state.exists) throw new NotFoundError(M.notFound);
  const discountId = state.discountId;
  switch (command.type) {
    case 'EditDiscount':
      if (state.deleted) throw new NotFoundError(M.notFound);
      checkRules(command.rules);
      return [{ type: 'DiscountEdited', data: { discountId, rules: command.rules, at: command.now } }];
    case 'DeleteDiscount':
      if (state.deleted) throw new NotFoundError(M.notFound);
      return [{ type: 'DiscountDeleted', data: { discountId, code: state.rules!.code, at: command.now } }];
    case 'CountUse': {
      const held = state.reservations[command.orderId];
      if (held?.used) return [];
      const amount = held ? held.amount : command.amount;
      return [{ type: 'DiscountUsed', data: { discountId, orderId: command.orderId, amount, at: command.now } }];
    }
    case 'ReleaseUse': {
      const held = state.reservations[command.orderId];
      if (!held || held.used) return [];
      return [
        {
          type: 'DiscountReleased',
          data: { discountId, orderId: command.orderId, reason: command.reason, at: command.now },
        },
      ];
    }
  }
}

export const discountDecider: Decider<DiscountState, DiscountCommand, DiscountEvent> = {
  initialState: initialDiscountState,
  evolve: evolveDiscount,
  decide: decideDiscount,
};

import { Decider } from '@store/platform/domain';

/**
 * One stream per product: who asked to hear when it is available, who confirmed their address,
 * and who was told. The subscriber's address is only ever in `data.email`, sealed under
 * `guest:<subscriberKey>` (plain in events written before sealing); `subscriberKey`, a keyed hash
 * of the address, names the subscriber everywhere else. The domain never opens it.
 */
export type NotifyEvent =
  /** Someone not proven to own the address asked for it: a confirmation e-mail goes to it. */
  | {
      type: 'NotifyMeConfirmationRequested';
      data: { productId: string; subscriberKey: string; email: string; userId: string | null; at: string };
    }
  /**
   * On the list. `confirmedBy`: 'account' (a signed-in shopper's verified account e-mail) or
   * 'email-link' (the link of the confirmation e-mail); absent on subscriptions made before
   * confirmations existed.
   */
  | {
      type: 'NotifyMeSubscribed';
      data: {
        productId: string;
        subscriberKey: string;
        email: string;
        userId: string | null;
        at: string;
        confirmedBy?: NotifyConfirmation;
      };
    }
  | { type: 'NotifyMeNotified'; data: { productId: string; subscriberKey: string; trigger: string; at: string } };

export type NotifyConfirmation = 'account' | 'email-link';

export interface AwaitingConfirmation {
  email: string;
  userId: string | null;
  /** When the last confirmation e-mail was asked for. */
  requestedAt: string;
}

export interface NotifyState {
  /** subscriberKey -> e-mail, for confirmed subscriptions not yet notified. */
  pending: Record<string, string>;
  /** subscriberKey -> the request, for addresses asked for but not confirmed yet. */
  awaiting: Record<string, AwaitingConfirmation>;
}

export type NotifyCommand =
  /** A verified account e-mail: subscribed at once. */
  | { type: 'Subscribe'; productId: string; subscriberKey: string; email: string; userId: string | null; now: string }
  /** An address not proven to be the caller's: asks for a confirmation e-mail, at most one per `mailWindowMs`. */
  | {
      type: 'RequestConfirmation';
      productId: string;
      subscriberKey: string;
      email: string;
      userId: string | null;
      now: string;
      mailWindowMs: number;
    }
  /** The confirmation link was followed (its signature and expiry were checked by the caller). */
  | { type: 'Confirm'; productId: string; subscriberKey: string; now: string }
  | { type: 'MarkNotified'; productId: string; subscriberKey: string; trigger: string; now: string };

const without = <T>(record: Record<string, T>, key: string): Record<string, T> => {
  const { [key]: _removed, ...rest } = record;
  return rest;
};

export function evolveNotify(state: NotifyState, event: NotifyEvent): NotifyState {
  switch (event.type) {
    case 'NotifyMeConfirmationRequested': {
      const { subscriberKey, email, userId, at } = event.data;
      return { ...state, awaiting: { ...state.awaiting, [subscriberKey]: { email, userId, requestedAt: at } } };
    }
    case 'NotifyMeSubscribed':
      return {
        pending: { ...state.pending, [event.data.subscriberKey]: event.data.email },
        awaiting: without(state.awaiting, event.data.subscriberKey),
      };
    case 'NotifyMeNotified':
      return { ...state, pending: without(state.pending, event.data.subscriberKey) };
  }
}

export function decideNotify(command: NotifyCommand, state: NotifyState): NotifyEvent[] {
  switch (command.type) {
    case 'Subscribe': {
      // Idempotent: a pending subscription is kept as it is.
      if (state.pending[command.subscriberKey]) return [];
      const { productId, subscriberKey, email, userId, now } = command;
      return [
        {
          type: 'NotifyMeSubscribed',
          data: { productId, subscriberKey, email, userId, at: now, confirmedBy: 'account' },
        },
      ];
    }
    case 'RequestConfirmation': {
      const { productId, subscriberKey, email, userId, now, mailWindowMs } = command;
      if (state.pending[subscriberKey]) return [];
      const awaiting = state.awaiting[subscriberKey];
      // No more than one confirmation e-mail per address and product per window: asking again
      // (or someone else asking for this address) sends nothing new.
      if (awaiting && Date.parse(now) - Date.parse(awaiting.requestedAt) < mailWindowMs) return [];
      return [{ type: 'NotifyMeConfirmationRequested', data: { productId, subscriberKey, email, userId, at: now } }];
    }
    case 'Confirm': {
      const awaiting = state.awaiting[command.subscriberKey];
      // A second click (or a click after the alert was sent) changes nothing.
      if (!awaiting) return [];
      const { productId, subscriberKey, now } = command;
      return [
        {
          type: 'NotifyMeSubscribed',
          data: {
            productId,
            subscriberKey,
            email: awaiting.email,
            userId: awaiting.userId,
            at: now,
            confirmedBy: 'email-link',
          },
        },
      ];
    }
    case 'MarkNotified': {
      if (!state.pending[command.subscriberKey]) return [];
      const { productId, subscriberKey, trigger, now } = command;
      return [{ type: 'NotifyMeNotified', data: { productId, subscriberKey, trigger, at: now } }];
    }
  }
}

export const notifyDecider: Decider<NotifyState, NotifyCommand, NotifyEvent> = {
  initialState: () => ({ pending: {}, awaiting: {} }),
  evolve: evolveNotify,
  decide: decideNotify,
};

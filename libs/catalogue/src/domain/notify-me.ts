import { Decider } from '@store/platform';

/** One stream per product: who asked to hear when it is available, and who was told. */
export type NotifyEvent =
  | { type: 'NotifyMeSubscribed'; data: { productId: string; subscriberKey: string; email: string; userId: string | null; at: string } }
  | { type: 'NotifyMeNotified'; data: { productId: string; subscriberKey: string; trigger: string; at: string } };

export interface NotifyState {
  /** subscriberKey -> e-mail, for subscriptions not yet notified. */
  pending: Record<string, string>;
}

export type NotifyCommand =
  | { type: 'Subscribe'; productId: string; subscriberKey: string; email: string; userId: string | null; now: string }
  | { type: 'MarkNotified'; productId: string; subscriberKey: string; trigger: string; now: string };

export function evolveNotify(state: NotifyState, event: NotifyEvent): NotifyState {
  switch (event.type) {
    case 'NotifyMeSubscribed':
      return { pending: { ...state.pending, [event.data.subscriberKey]: event.data.email } };
    case 'NotifyMeNotified': {
      const { [event.data.subscriberKey]: _told, ...rest } = state.pending;
      return { pending: rest };
    }
  }
}

export function decideNotify(command: NotifyCommand, state: NotifyState): NotifyEvent[] {
  switch (command.type) {
    case 'Subscribe': {
      // Idempotent: a pending subscription is kept as it is.
      if (state.pending[command.subscriberKey]) return [];
      const { productId, subscriberKey, email, userId, now } = command;
      return [{ type: 'NotifyMeSubscribed', data: { productId, subscriberKey, email, userId, at: now } }];
    }
    case 'MarkNotified': {
      if (!state.pending[command.subscriberKey]) return [];
      const { productId, subscriberKey, trigger, now } = command;
      return [{ type: 'NotifyMeNotified', data: { productId, subscriberKey, trigger, at: now } }];
    }
  }
}

export const notifyDecider: Decider<NotifyState, NotifyCommand, NotifyEvent> = {
  initialState: () => ({ pending: {} }),
  evolve: evolveNotify,
  decide: decideNotify,
};

import {
  DEFAULT_RETURN_SETTINGS,
  RETURN_LIMITS as L,
  RETURN_MESSAGES as M,
  type ReturnSettingsValues,
} from '@store/contracts';
import { ValidationError, type Decider } from '@store/platform/domain';

export type ReturnSettingsEvent = { type: 'ReturnSettingsChanged'; data: ReturnSettingsValues & { at: string } };

/** As last saved (null: never saved; the defaults apply, the window from RETURN_WINDOW_DAYS). */
export interface ReturnSettingsState {
  saved: ReturnSettingsValues | null;
}

export type ReturnSettingsCommand = {
  type: 'ChangeReturnSettings';
  windowDays: number;
  exchangesEnabled: boolean;
  pickupExpiryDays?: number;
  /** What is in force now (the defaults when never saved). */
  current: ReturnSettingsValues;
  now: string;
};

/** The policy in force: the saved one, else the defaults with the configured window. */
export const returnSettingsInForce = (state: ReturnSettingsState, defaultWindowDays: number): ReturnSettingsValues =>
  state.saved ?? { ...DEFAULT_RETURN_SETTINGS, windowDays: defaultWindowDays };

const isWhole = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/** One stream (`returns-settings`): each change an event with its actor; saving what is in force changes nothing. */
export const returnSettingsDecider: Decider<ReturnSettingsState, ReturnSettingsCommand, ReturnSettingsEvent> = {
  initialState: () => ({ saved: null }),
  evolve: (_state, event) => ({
    saved: {
      windowDays: event.data.windowDays,
      exchangesEnabled: event.data.exchangesEnabled,
      pickupExpiryDays: event.data.pickupExpiryDays,
    },
  }),
  decide: (command, state) => {
    const pickupExpiryDays = command.pickupExpiryDays ?? command.current.pickupExpiryDays;
    if (!isWhole(command.windowDays, 0, L.maxWindowDays)) throw new ValidationError(M.windowDaysInvalid, 'windowDays');
    if (!isWhole(pickupExpiryDays, 1, L.maxPickupExpiryDays))
      throw new ValidationError(M.pickupExpiryDaysInvalid, 'pickupExpiryDays');
    const next = { windowDays: command.windowDays, exchangesEnabled: command.exchangesEnabled, pickupExpiryDays };
    const now = command.current;
    if (
      state.saved &&
      now.windowDays === next.windowDays &&
      now.exchangesEnabled === next.exchangesEnabled &&
      now.pickupExpiryDays === next.pickupExpiryDays
    )
      return [];
    return [{ type: 'ReturnSettingsChanged', data: { ...next, at: command.now } }];
  },
};

import type { Decider } from '@store/platform/domain';
import { normaliseTaxSettings, taxSettingsProblems } from '../domain/tax-settings';
import type { TaxSettingsEvent, TaxSettingsValues } from '../domain/tax-document-events';
import { ValidationError } from '@store/platform/domain';

/** The seller's settings as last saved (null: never saved, the .env defaults apply). */
export interface TaxSettingsState {
  saved: TaxSettingsValues | null;
}

export type TaxSettingsCommand = { type: 'ChangeTaxSettings'; values: TaxSettingsValues; now: string };

const sameSettings = (a: TaxSettingsValues, b: TaxSettingsValues) =>
  (Object.keys(a) as (keyof TaxSettingsValues)[]).every((key) => a[key] === b[key]);

/** One stream (`tax-settings`): every change an event with its actor; saving the same values changes nothing. */
export const taxSettingsDecider: Decider<TaxSettingsState, TaxSettingsCommand, TaxSettingsEvent> = {
  initialState: () => ({ saved: null }),
  evolve: (_state, event) => ({ saved: event.data.settings }),
  decide: (command, state) => {
    const settings = normaliseTaxSettings(command.values);
    const [problem] = taxSettingsProblems(settings);
    if (problem) throw new ValidationError(problem.msg, problem.param);
    if (state.saved && sameSettings(state.saved, settings)) return [];
    return [{ type: 'TaxSettingsChanged', data: { settings, at: command.now } }];
  },
};

import type { PincodeRule } from '@store/contracts';
import { ValidationError, type Decider } from '@store/platform/domain';
import { byPrefix, normalisedRule, rulesProblem } from './pincode-rules';
import type { PincodeRulesEvent } from './pincode-rules-events';

/** The table as last saved (null: never saved, DEFAULT_PINCODE_RULES apply). */
export interface PincodeRulesState {
  rules: PincodeRule[] | null;
}

export type PincodeRulesCommand = { type: 'ReplacePincodeRules'; rules: PincodeRule[]; now: string };

/**
 * One stream: the admin replaces the whole table, checked whole (nothing saved when one row is
 * wrong); saving the same table again changes nothing. An order keeps the promise it was given,
 * so a change only reaches orders placed after it.
 */
export const pincodeRulesDecider: Decider<PincodeRulesState, PincodeRulesCommand, PincodeRulesEvent> = {
  initialState: () => ({ rules: null }),
  evolve: (_state, event) => ({ rules: event.data.rules }),
  decide: (command, state) => {
    const given = command.rules.map(normalisedRule);
    const problem = rulesProblem(given);
    if (problem) throw new ValidationError(problem.message, problem.field);
    const rules = [...given].sort(byPrefix);
    if (state.rules && JSON.stringify(state.rules) === JSON.stringify(rules)) return [];
    return [{ type: 'PincodeRulesReplaced', data: { rules, at: command.now } }];
  },
};

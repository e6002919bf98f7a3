import type { PincodeRule } from '@store/contracts';
import type { PincodeRuleRequest } from '@store/contracts/requests';

/** A row of the form: the boxes' texts. */
export interface PincodeRuleRow {
  prefix: string;
  area: string;
  serviceable: boolean;
  minDays: string;
  maxDays: string;
}

export const ruleToRow = (rule: PincodeRule): PincodeRuleRow => ({
  prefix: rule.prefix,
  area: rule.area,
  serviceable: rule.serviceable,
  minDays: rule.minDays === null ? '' : String(rule.minDays),
  maxDays: rule.maxDays === null ? '' : String(rule.maxDays),
});

export const emptyRow = (): PincodeRuleRow => ({ prefix: '', area: '', serviceable: true, minDays: '', maxDays: '' });

/** Empty days are null; any other text is sent as a number for the server to check (it answers each row's problem). */
const daysOf = (text: string): number | null => (text.trim() === '' ? null : Number(text));

export const rowToRule = (row: PincodeRuleRow): PincodeRuleRequest => ({
  prefix: row.prefix.trim(),
  area: row.area.trim(),
  serviceable: row.serviceable,
  minDays: row.serviceable ? daysOf(row.minDays) : null,
  maxDays: row.serviceable ? daysOf(row.maxDays) : null,
});

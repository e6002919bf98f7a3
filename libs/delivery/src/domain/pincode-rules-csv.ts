import {
  csvLine,
  DELIVERY_LIMITS as L,
  DELIVERY_MESSAGES as M,
  parseCsv,
  PINCODE_RULES_CSV_HEADER,
  type PincodeRule,
  type PincodeRulesImportRowError,
} from '@store/contracts';
import { normalisedRule, ruleProblem } from './pincode-rules';

/** The table as CSV (CRLF lines, a header): what the admin downloads, edits and imports back. */
export function pincodeRulesCsv(rules: readonly PincodeRule[]): string {
  const lines = rules.map((rule) =>
    csvLine([rule.prefix, rule.area, rule.serviceable ? 'yes' : 'no', rule.minDays, rule.maxDays]),
  );
  return [PINCODE_RULES_CSV_HEADER.join(','), ...lines].join('\r\n') + '\r\n';
}

export interface ReadPincodeRules {
  /** Data rows of the file. */
  rows: number;
  rules: PincodeRule[];
  /** Each faulty row's first problem (row 1 is the header); the table is imported only when there are none. */
  rowErrors: PincodeRulesImportRowError[];
}

const SERVICEABLE: Record<string, boolean> = {
  yes: true,
  y: true,
  true: true,
  '1': true,
  no: false,
  n: false,
  false: false,
  '0': false,
};

const daysOf = (text: string): number | null => {
  const value = text.trim();
  if (value === '') return null;
  return /^\d{1,3}$/.test(value) ? Number(value) : Number.NaN;
};

/**
 * Reads an imported CSV whole: its header must be PINCODE_RULES_CSV_HEADER; each row a rule
 * (serviceable yes/no; days empty for a prefix not served). Every faulty row is reported, with
 * the same messages as the table's screen; a prefix given twice is reported at its second row.
 */
export function readPincodeRulesCsv(text: string): ReadPincodeRules {
  const [header, ...data] = parseCsv(text);
  const columns = (header ?? []).map((cell) => cell.trim().toLowerCase());
  const expected = PINCODE_RULES_CSV_HEADER.map((column) => column.toLowerCase());
  if (columns.join(',') !== expected.join(','))
    return { rows: data.length, rules: [], rowErrors: [{ row: 1, message: M.csvHeader }] };
  if (data.length === 0) return { rows: 0, rules: [], rowErrors: [{ row: 1, message: M.csvEmpty }] };
  if (data.length > L.maxRules)
    return { rows: data.length, rules: [], rowErrors: [{ row: L.maxRules + 2, message: M.tooManyRules }] };
  const rules: PincodeRule[] = [];
  const rowErrors: PincodeRulesImportRowError[] = [];
  const seen = new Set<string>();
  data.forEach((cells, index) => {
    const row = index + 2;
    const [prefix = '', area = '', serviceable = '', minDays = '', maxDays = ''] = cells.map((cell) => cell.trim());
    const isServed = SERVICEABLE[serviceable.toLowerCase()];
    if (isServed === undefined) return rowErrors.push({ row, message: M.serviceableInvalid });
    const rule = normalisedRule({
      prefix,
      area,
      serviceable: isServed,
      minDays: daysOf(minDays),
      maxDays: daysOf(maxDays),
    });
    const problem = ruleProblem(rule);
    if (problem) return rowErrors.push({ row, message: problem.message });
    if (seen.has(rule.prefix)) return rowErrors.push({ row, message: M.prefixRepeated(rule.prefix) });
    seen.add(rule.prefix);
    rules.push(rule);
  });
  return { rows: data.length, rules, rowErrors };
}

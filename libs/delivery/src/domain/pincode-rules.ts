import {
  DELIVERY_LIMITS as L,
  DELIVERY_MESSAGES as M,
  PINCODE_PREFIX_PATTERN,
  type PincodeRule,
} from '@store/contracts';

/** A rule's problem, named by its field in the request (`rules.3.maxDays`), or null. */
export interface RuleProblem {
  field: string;
  message: string;
}

const isDays = (days: unknown): days is number =>
  typeof days === 'number' && Number.isInteger(days) && days >= 0 && days <= L.maxDays;

/** A rule as the table keeps it: trimmed, and no days for a prefix not served. */
export function normalisedRule(rule: PincodeRule): PincodeRule {
  const serviceable = rule.serviceable;
  return {
    prefix: rule.prefix.trim(),
    area: (rule.area ?? '').trim(),
    serviceable,
    minDays: serviceable ? rule.minDays : null,
    maxDays: serviceable ? rule.maxDays : null,
  };
}

/** The first problem of one rule, or null. */
export function ruleProblem(rule: PincodeRule): (Omit<RuleProblem, 'field'> & { field: keyof PincodeRule }) | null {
  if (!PINCODE_PREFIX_PATTERN.test(rule.prefix)) return { field: 'prefix', message: M.prefixInvalid };
  if (rule.area.length > L.maxAreaLength) return { field: 'area', message: M.areaTooLong };
  if (!rule.serviceable) return null;
  if (rule.minDays === null || rule.maxDays === null) return { field: 'minDays', message: M.daysMissing };
  if (!isDays(rule.minDays)) return { field: 'minDays', message: M.daysInvalid };
  if (!isDays(rule.maxDays)) return { field: 'maxDays', message: M.daysInvalid };
  if (rule.minDays > rule.maxDays) return { field: 'minDays', message: M.daysOrder };
  return null;
}

/**
 * The first problem of a whole table (the admin saves it whole): at most 2,000 rules, each one
 * valid, no prefix twice. Null when it can be saved.
 */
export function rulesProblem(rules: readonly PincodeRule[]): RuleProblem | null {
  if (rules.length > L.maxRules) return { field: 'rules', message: M.tooManyRules };
  const seen = new Set<string>();
  for (const [index, rule] of rules.entries()) {
    const problem = ruleProblem(rule);
    if (problem) return { field: `rules.${index}.${problem.field}`, message: problem.message };
    if (seen.has(rule.prefix)) return { field: `rules.${index}.prefix`, message: M.prefixRepeated(rule.prefix) };
    seen.add(rule.prefix);
  }
  return null;
}

/** The table's rule for a pincode: its longest matching prefix, or null when none matches. */
export function ruleFor(rules: readonly PincodeRule[], pincode: string): PincodeRule | null {
  let best: PincodeRule | null = null;
  for (const rule of rules) {
    if (pincode.startsWith(rule.prefix) && (!best || rule.prefix.length > best.prefix.length)) best = rule;
  }
  return best;
}

/** Rules in the order the admin reads them: by prefix, as text ('1', '110', '18', '2'). */
export const byPrefix = (a: PincodeRule, b: PincodeRule) => a.prefix.localeCompare(b.prefix);

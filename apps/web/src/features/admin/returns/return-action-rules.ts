import {
  AWB_PATTERN,
  RETURN_MESSAGES as M,
  RETURN_LIMITS,
  formatRupees,
  type ReturnLine,
  type ReturnRequestView,
  type ReturnState,
} from '@store/contracts';
import type { ReceivedLineRequest, RefundLineRequest } from '@store/contracts/requests';
import type { Confirmation } from '../ui/confirmations';

/** What an admin can do to a return in its state: approve or reject it, mark it received, then refund it or ship the exchange. */
export type ReturnStep = 'approve' | 'reject' | 'receive' | 'refund' | 'exchange';

export function stepsFor(request: Pick<ReturnRequestView, 'state' | 'reason'>): ReturnStep[] {
  const byState: Record<ReturnState, ReturnStep[]> = {
    requested: ['approve', 'reject'],
    approved: ['receive'],
    received: [request.reason === 'size_exchange' ? 'exchange' : 'refund'],
    rejected: [],
    refunded: [],
    exchanged: [],
    cancelled: [],
  };
  return byState[request.state];
}

const rupees = (amount: number) => Math.round(amount * 100) / 100;

/** A line as the admin reads it: 'Aero Dry-Fit Tee (Forest Green, M)'. */
export const returnLineLabel = (line: Pick<ReturnLine, 'name' | 'size' | 'colorName'>) =>
  `${line.name} (${line.colorName ? `${line.colorName}, ` : ''}${line.size})`;

/** The pickup's or the replacement's AWB, as the server checks it. */
export function awbProblem(awb: string): string | undefined {
  return AWB_PATTERN.test(awb.trim()) ? undefined : M.awbInvalid;
}

/** The units that came back of each line, good and damaged, as the admin counts them. */
export type ReceivedCounts = Record<number, { good: number; damaged: number }>;

/** Every line counted as it was asked for, in good condition: the usual case, edited where not. */
export const receivedPrefill = (lines: readonly ReturnLine[]): ReceivedCounts =>
  Object.fromEntries(lines.map((line) => [line.line, { good: line.quantity, damaged: 0 }]));

/** The problems of the counts, by line ('line-{n}') or for the whole ('lines'); none means it can be sent. */
export function receivedProblems(lines: readonly ReturnLine[], counts: ReceivedCounts): Record<string, string> {
  const problems: Record<string, string> = {};
  let total = 0;
  for (const line of lines) {
    const { good = 0, damaged = 0 } = counts[line.line] ?? {};
    if (![good, damaged].every((value) => Number.isInteger(value) && value >= 0))
      problems[`line-${line.line}`] = M.quantityInvalid;
    else if (good + damaged > line.quantity)
      problems[`line-${line.line}`] = M.receivedTooMany(line.line, line.quantity);
    total += good + damaged;
  }
  if (total === 0 && Object.keys(problems).length === 0) problems.lines = M.receivedNothing;
  return problems;
}

/** The receive request's lines: one per line and condition with units. */
export const receivedBody = (lines: readonly ReturnLine[], counts: ReceivedCounts): ReceivedLineRequest[] =>
  lines.flatMap((line) => {
    const { good = 0, damaged = 0 } = counts[line.line] ?? {};
    return [
      ...(good > 0 ? [{ line: line.line, quantity: good, condition: 'good' as const }] : []),
      ...(damaged > 0 ? [{ line: line.line, quantity: damaged, condition: 'damaged' as const }] : []),
    ];
  });

/** The lines a refund is for: those with units received. */
export const refundableLines = (lines: readonly ReturnLine[]) =>
  lines.filter((line) => line.receivedGood + line.receivedDamaged > 0);

/** The most a line's refund can be: the paid price of its received units, less what was refunded for it. */
export const refundMax = (line: ReturnLine) =>
  rupees(line.unitPrice * (line.receivedGood + line.receivedDamaged) - line.refunded);

/** Amounts per line as typed, prefilled with what was paid for the units received. */
export const refundPrefill = (lines: readonly ReturnLine[]): Record<number, string> =>
  Object.fromEntries(refundableLines(lines).map((line) => [line.line, refundMax(line).toFixed(2)]));

/** The problems of the amounts, by line; each 0.01 or more with at most 2 decimals and at most its line's paid value. */
export function refundProblems(lines: readonly ReturnLine[], amounts: Record<number, string>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const line of refundableLines(lines)) {
    const text = (amounts[line.line] ?? '').trim();
    const value = Number(text);
    if (!text || !/^\d+(\.\d{1,2})?$/.test(text) || value < 0.01) problems[`line-${line.line}`] = M.refundAmountInvalid;
    else if (value > refundMax(line))
      problems[`line-${line.line}`] = M.refundLineTooMuch(line.line, formatRupees(refundMax(line)));
  }
  return problems;
}

export const refundBody = (lines: readonly ReturnLine[], amounts: Record<number, string>): RefundLineRequest[] =>
  refundableLines(lines).map((line) => ({ line: line.line, amount: rupees(Number(amounts[line.line])) }));

export const refundTotal = (amounts: readonly RefundLineRequest[]) =>
  rupees(amounts.reduce((sum, line) => sum + line.amount, 0));

/** The reason the shopper will read, as the server checks it. */
export function rejectProblem(reason: string): string | undefined {
  const text = reason.trim();
  if (!text) return M.rejectReasonRequired;
  return text.length > RETURN_LIMITS.rejectReasonMax ? M.rejectReasonTooLong : undefined;
}

/** Money back to the customer cannot be recalled: asked first. */
export function returnRefundConfirmation(number: string, amount: number): Confirmation {
  const money = formatRupees(amount);
  return {
    title: `Refund ${money} for return ${number}?`,
    message: `${money} goes back to the customer's card, UPI or bank through the payment gateway, and the customer is e-mailed. Money refunded cannot be taken back.`,
    confirmLabel: `Refund ${money}`,
    busyLabel: 'Refunding...',
    tone: 'danger',
  };
}

/** A rejection is final and e-mailed to the shopper with the reason. */
export function returnRejectConfirmation(number: string): Confirmation {
  return {
    title: `Reject return ${number}?`,
    message: 'The customer is e-mailed the reason. A rejected return cannot be approved again.',
    confirmLabel: 'Reject return',
    busyLabel: 'Rejecting...',
    tone: 'danger',
  };
}

/** The settings form as typed. */
export interface ReturnSettingsForm {
  windowDays: string;
  exchangesEnabled: boolean;
  pickupExpiryDays: string;
}

const wholeIn = (text: string, min: number, max: number) =>
  /^\d{1,3}$/.test(text.trim()) && +text >= min && +text <= max;

/** The settings' problems by field, with the server's words: whole days, 0-60 for the window, 1-90 to wait. */
export function settingsProblems(form: ReturnSettingsForm): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!wholeIn(form.windowDays, 0, RETURN_LIMITS.maxWindowDays)) problems.windowDays = M.windowDaysInvalid;
  if (!wholeIn(form.pickupExpiryDays, 1, RETURN_LIMITS.maxPickupExpiryDays))
    problems.pickupExpiryDays = M.pickupExpiryDaysInvalid;
  return problems;
}

import { RETURN_MESSAGES } from '@store/contracts';
import { aReturnLine, aReturnRequest } from '../../../testing/returns-fixtures';
import {
  awbProblem,
  receivedBody,
  receivedPrefill,
  receivedProblems,
  refundBody,
  refundPrefill,
  refundProblems,
  rejectProblem,
  settingsProblems,
  stepsFor,
} from './return-action-rules';

const lines = [
  aReturnLine({ quantity: 2 }),
  aReturnLine({ line: 1, name: 'Core Jogger', quantity: 1, unitPrice: 1299.5 }),
];

describe('the admin’s steps on a return', () => {
  it('offers approve and reject to a request, receive once approved, then refund or, for a size exchange, the replacement', () => {
    expect(stepsFor(aReturnRequest())).toEqual(['approve', 'reject']);
    expect(stepsFor(aReturnRequest({ state: 'approved' }))).toEqual(['receive']);
    expect(stepsFor(aReturnRequest({ state: 'received' }))).toEqual(['refund']);
    expect(stepsFor(aReturnRequest({ state: 'received', reason: 'size_exchange' }))).toEqual(['exchange']);
    for (const state of ['rejected', 'refunded', 'exchanged', 'cancelled'] as const)
      expect(stepsFor(aReturnRequest({ state }))).toEqual([]);
  });

  it("checks the pickup's AWB and the rejection's reason with the server's words", () => {
    expect(awbProblem('BD 1')).toBe(RETURN_MESSAGES.awbInvalid);
    expect(awbProblem(' BD-E2E-0001 ')).toBeUndefined();
    expect(rejectProblem('   ')).toBe('Please give the reason the shopper will read');
    expect(rejectProblem('x'.repeat(501))).toBe(RETURN_MESSAGES.rejectReasonTooLong);
  });

  it('prefills every asked unit as good, and sends one line per condition with units', () => {
    const counts = receivedPrefill(lines);
    expect(counts).toEqual({ 0: { good: 2, damaged: 0 }, 1: { good: 1, damaged: 0 } });
    expect(receivedBody(lines, { 0: { good: 1, damaged: 1 }, 1: { good: 0, damaged: 0 } })).toEqual([
      { line: 0, quantity: 1, condition: 'good' },
      { line: 0, quantity: 1, condition: 'damaged' },
    ]);
  });

  it('refuses more units received than the return asked for, and nothing at all', () => {
    expect(receivedProblems(lines, { 0: { good: 2, damaged: 1 } })['line-0']).toBe(
      'Line 1: the return asked for 2 units',
    );
    expect(receivedProblems(lines, { 0: { good: 0, damaged: 0 }, 1: { good: 0, damaged: 0 } }).lines).toBe(
      RETURN_MESSAGES.receivedNothing,
    );
  });

  it('prefills each received line’s refund with the price paid for its received units', () => {
    const received = [
      aReturnLine({ quantity: 2, receivedGood: 1, receivedDamaged: 1 }),
      aReturnLine({ line: 1, quantity: 1, unitPrice: 1299.5, receivedGood: 0, receivedDamaged: 0 }),
    ];
    expect(refundPrefill(received)).toEqual({ 0: '1598.00' });
    expect(refundBody(received, { 0: '1598.00' })).toEqual([{ line: 0, amount: 1598 }]);
  });

  it('refuses a refund above what was paid for the line, or not in rupees and paise', () => {
    const received = [aReturnLine({ receivedGood: 1 })];
    expect(refundProblems(received, { 0: '800' })['line-0']).toBe('Line 1: at most ₹799.00 can be refunded for it');
    expect(refundProblems(received, { 0: '1.005' })['line-0']).toBe(RETURN_MESSAGES.refundAmountInvalid);
    expect(refundProblems(received, { 0: '0' })['line-0']).toBe(RETURN_MESSAGES.refundAmountInvalid);
    expect(refundProblems(received, { 0: '400.50' })).toEqual({});
  });

  it('keeps the window to 0-60 whole days and the wait for a return to 1-90', () => {
    expect(settingsProblems({ windowDays: '3', exchangesEnabled: true, pickupExpiryDays: '14' })).toEqual({});
    expect(settingsProblems({ windowDays: '61', exchangesEnabled: false, pickupExpiryDays: '0' })).toEqual({
      windowDays: RETURN_MESSAGES.windowDaysInvalid,
      pickupExpiryDays: RETURN_MESSAGES.pickupExpiryDaysInvalid,
    });
    expect(settingsProblems({ windowDays: '2.5', exchangesEnabled: false, pickupExpiryDays: '14' }).windowDays).toBe(
      RETURN_MESSAGES.windowDaysInvalid,
    );
  });
});

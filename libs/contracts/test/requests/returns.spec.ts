import {
  ApproveReturnRequest,
  CreateReturnRequest,
  ReceiveReturnRequest,
  RefundReturnRequest,
  RejectReturnRequest,
  ReturnSettingsRequest,
} from '../../src/requests';
import { accepted, messageOf } from './check';

describe('return requests', () => {
  it('takes lines, a reason, a comment and photos', () => {
    const body = accepted(CreateReturnRequest, {
      lines: [{ line: 0, quantity: 1 }],
      reason: 'damaged',
      comment: '  torn seam ',
      photos: ['/uploads/a.png'],
    });
    expect(body.comment).toBe('torn seam');
  });

  it('refuses no lines, an unknown reason, too many photos', () => {
    expect(messageOf(CreateReturnRequest, { lines: [], reason: 'damaged' })).toBe('Choose at least one item to return');
    expect(messageOf(CreateReturnRequest, { lines: [{ line: 0, quantity: 1 }], reason: 'bored' })).toBe(
      'Please choose a reason: damaged, defective or size exchange',
    );
    expect(
      messageOf(CreateReturnRequest, {
        lines: [{ line: 0, quantity: 1 }],
        reason: 'damaged',
        photos: Array(6).fill('/u'),
      }),
    ).toBe('At most 5 photos');
    expect(messageOf(CreateReturnRequest, { lines: [{ line: 0, quantity: 0 }], reason: 'damaged' })).toBe(
      'Quantity must be a whole number of at least 1',
    );
  });

  it('admin actions need the version they were decided on', () => {
    expect(messageOf(ApproveReturnRequest, { pickup: null })).toBe(
      'expectedVersion must be the version of the return you are looking at',
    );
    expect(accepted(ApproveReturnRequest, { expectedVersion: 1, pickup: null }).pickup).toBeNull();
    expect(messageOf(ApproveReturnRequest, { expectedVersion: 1, pickup: { carrier: 'DTDC', awb: 'x' } })).toBe(
      'AWB must be 6-30 letters, digits or -',
    );
    expect(messageOf(RejectReturnRequest, { expectedVersion: 1, reason: '  ' })).toBe(
      'Please give the reason the shopper will read',
    );
    expect(
      messageOf(ReceiveReturnRequest, { expectedVersion: 1, lines: [{ line: 0, quantity: 1, condition: 'meh' }] }),
    ).toBe('Condition must be good or damaged');
    expect(
      messageOf(RefundReturnRequest, { expectedVersion: 1, refundId: 'x', lines: [{ line: 0, amount: 10 }] }),
    ).toBe('Refund id must be a UUID');
    expect(
      messageOf(RefundReturnRequest, {
        expectedVersion: 1,
        refundId: '0f8fad5b-d9cb-469f-a165-70867728950e',
        lines: [{ line: 0, amount: 10.001 }],
      }),
    ).toBe('Amount must be a number of rupees with at most 2 decimals, at least 0.01');
  });

  it('settings: a window of 0-60 days', () => {
    expect(messageOf(ReturnSettingsRequest, { windowDays: 61, exchangesEnabled: true })).toBe(
      'Return window must be a whole number of days from 0 to 60',
    );
    expect(accepted(ReturnSettingsRequest, { windowDays: 3, exchangesEnabled: false })).toBeTruthy();
  });
});

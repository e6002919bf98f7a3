import { RETURN_MESSAGES } from '@store/contracts';
import { aReturnableLine, anOrderReturns } from '../../../testing/returns-fixtures';
import { emptyReturnForm, returnFormErrors, returnRequestBody, type ReturnFormValues } from './return-form-rules';

const data = anOrderReturns({
  returnable: [
    aReturnableLine(),
    aReturnableLine({ line: 1, name: 'Core Jogger', size: 'L', returnable: 1, delivered: 1 }),
  ],
});
const form = (values: Partial<ReturnFormValues>): ReturnFormValues => ({ ...emptyReturnForm(), ...values });

describe('the return form keeps the policy’s rules before sending', () => {
  it("asks for at least one item with 'Choose at least one item to return'", () => {
    expect(returnFormErrors(form({ reason: 'defective' }), data).lines).toBe(RETURN_MESSAGES.linesRequired);
  });

  it('refuses more units than can still be returned, naming the line and what is left', () => {
    const errors = returnFormErrors(form({ quantities: { 1: 2 }, reason: 'defective', photos: ['/p.jpg'] }), data);
    expect(errors['line-1']).toBe('Line 2 has only 1 unit left to return');
  });

  it("asks for the reason with 'Please choose a reason: damaged, defective or size exchange'", () => {
    expect(returnFormErrors(form({ quantities: { 0: 1 } }), data).reason).toBe(RETURN_MESSAGES.reasonInvalid);
  });

  it.each(['damaged', 'defective'] as const)('requires a photo for %s', (reason) => {
    const errors = returnFormErrors(form({ quantities: { 0: 1 }, reason }), data);
    expect(errors.photos).toBe('Please add at least one photo of the damage or defect');
    expect(returnFormErrors(form({ quantities: { 0: 1 }, reason, photos: ['/p.jpg'] }), data)).toEqual({});
  });

  it('offers a size exchange only while the admin enables exchanges', () => {
    const values = form({
      quantities: { 0: 1 },
      reason: 'size_exchange',
      exchanges: { 0: { size: 'L', colorVariantId: null } },
    });
    expect(returnFormErrors(values, data).reason).toBe(RETURN_MESSAGES.exchangesDisabled);
    expect(returnFormErrors(values, { ...data, exchangesEnabled: true })).toEqual({});
  });

  it('needs a wanted size for each exchanged line, different from the one delivered', () => {
    const enabled = { ...data, exchangesEnabled: true };
    const none = form({ quantities: { 0: 1 }, reason: 'size_exchange' });
    expect(returnFormErrors(none, enabled)['line-0']).toBe('Choose the size or colour you want instead for line 1');
    const same = form({ ...none, exchanges: { 0: { size: 'M', colorVariantId: null } } });
    expect(returnFormErrors(same, enabled)['line-0']).toBe(
      'Line 1: choose a different size or colour than the one delivered',
    );
  });

  it('sends the chosen lines, the reason, the trimmed comment and the photos; the wanted size only for an exchange', () => {
    expect(
      returnRequestBody(
        form({
          quantities: { 0: 1, 1: 0 },
          reason: 'damaged',
          comment: '  Torn at the seam ',
          photos: ['/p.jpg'],
          exchanges: { 0: { size: 'L', colorVariantId: null } },
        }),
      ),
    ).toEqual({
      lines: [{ line: 0, quantity: 1 }],
      reason: 'damaged',
      comment: 'Torn at the seam',
      photos: ['/p.jpg'],
    });
    expect(
      returnRequestBody(
        form({ quantities: { 0: 2 }, reason: 'size_exchange', exchanges: { 0: { size: 'L', colorVariantId: 'v1' } } }),
      ),
    ).toEqual({
      lines: [{ line: 0, quantity: 2, exchange: { size: 'L', colorVariantId: 'v1' } }],
      reason: 'size_exchange',
    });
  });
});

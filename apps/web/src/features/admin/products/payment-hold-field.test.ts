import { VALIDATION_MESSAGES } from '@store/contracts';
import { aProduct } from '../../../testing/fixtures';
import { emptyProductForm, formToInput, productToForm, validateProductForm } from './product-form-rules';

/** Issue #45: the product form's payment hold (minutes an unpaid order keeps the product; empty: the store's default). */
describe("the product form's payment hold", () => {
  it.each(['', ' ', '1', '5', '60'])('takes %p', (paymentHoldMinutes) =>
    expect(validateProductForm({ ...emptyProductForm(), paymentHoldMinutes }).paymentHoldMinutes).toBeUndefined(),
  );

  it.each(['0', '61', '2.5', '-5', 'soon', '1e1'])('refuses %p with the rule', (paymentHoldMinutes) =>
    expect(validateProductForm({ ...emptyProductForm(), paymentHoldMinutes }).paymentHoldMinutes).toBe(
      VALIDATION_MESSAGES.paymentHoldRange,
    ),
  );

  it('sends the minutes, or null for the store default', () => {
    expect(formToInput({ ...emptyProductForm(), paymentHoldMinutes: '5' }).paymentHoldMinutes).toBe(5);
    expect(formToInput({ ...emptyProductForm(), paymentHoldMinutes: '' }).paymentHoldMinutes).toBeNull();
  });

  it("shows the product's own hold, empty for none", () => {
    expect(productToForm(aProduct({ paymentHoldMinutes: 5 })).paymentHoldMinutes).toBe('5');
    expect(productToForm(aProduct({ paymentHoldMinutes: null })).paymentHoldMinutes).toBe('');
    expect(productToForm(aProduct()).paymentHoldMinutes).toBe('');
  });
});

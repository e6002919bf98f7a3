import { VALIDATION_MESSAGES } from '@store/contracts';
import { aUser } from '../../testing/fixtures';
import { addressProblem, initialAddress, readyToPay, withoutSavedAddress } from '../../shared/address/address-rules';
import { buildOrderDraft } from './order-draft';
import { freeShippingProgress, shippingCostFor } from '../../shared/cart/shipping';

describe('shipping', () => {
  it('is free when the subtotal is at least 699 and 29 below it', () => {
    expect(shippingCostFor(698.99)).toBe(29);
    expect(shippingCostFor(699)).toBe(0);
    expect(shippingCostFor(1500)).toBe(0);
  });

  it('measures the progress towards free shipping at 699', () => {
    expect(freeShippingProgress(349.5)).toEqual({ unlocked: false, remaining: 349.5, percent: 50 });
    expect(freeShippingProgress(900)).toEqual({ unlocked: true, remaining: 0, percent: 100 });
  });

  it('builds an order with shipping and total from the items', () => {
    const draft = buildOrderDraft(
      'checkout',
      [
        {
          product: 'p',
          name: 'Tee',
          quantity: 2,
          size: 'M',
          price: 300,
          image: '/t.jpg',
          colorVariantId: null,
          colorName: null,
          colorCode: null,
        },
      ],
      initialAddress(aUser()),
    );
    expect(draft).toMatchObject({ paymentMethod: 'razorpay', shippingCost: 29, totalPrice: 629 });
  });
});

describe('Buy Now and Checkout address', () => {
  const complete = {
    ...initialAddress(aUser()),
    street: '12 MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    zipCode: '411001',
  };

  it("requires name, phone, street, city and state: 'Please fill in all required address fields'", () => {
    for (const field of ['name', 'phone', 'street', 'city', 'state'] as const) {
      expect(addressProblem({ ...complete, [field]: ' ' }, { zipRequired: false })).toEqual({
        message: VALIDATION_MESSAGES.addressIncomplete,
        fields: [field],
      });
    }
    expect(VALIDATION_MESSAGES.addressIncomplete).toBe('Please fill in all required address fields');
  });

  it('leaves zipCode optional in Buy Now and requires it in the checkout form', () => {
    expect(addressProblem({ ...complete, zipCode: '' }, { zipRequired: false })).toBeUndefined();
    expect(addressProblem({ ...complete, zipCode: '' }, { zipRequired: true })).toEqual({
      message: VALIDATION_MESSAGES.addressIncomplete,
      fields: ['zipCode'],
    });
  });

  it('keeps the pay button disabled until name, phone, street and city are filled', () => {
    expect(readyToPay({ ...complete, city: '' })).toBe(false);
    expect(readyToPay({ ...complete, state: '' })).toBe(true);
  });

  it("starts from the user's name and phone only when there is no saved address, and 'Use a different address' clears the saved one", () => {
    expect(initialAddress(aUser())).toMatchObject({
      name: 'Asha Rao',
      phone: '9876543210',
      street: '',
      city: '',
      country: 'India',
    });
    const saved = initialAddress(
      aUser({
        address: {
          houseName: '',
          street: '1 Park St',
          city: 'Kolkata',
          state: 'West Bengal',
          zipCode: '700016',
          country: 'India',
        },
      }),
    );
    expect(saved.city).toBe('Kolkata');
    expect(withoutSavedAddress(saved)).toMatchObject({
      name: 'Asha Rao',
      phone: '9876543210',
      street: '',
      city: '',
      state: '',
      zipCode: '',
    });
  });
});

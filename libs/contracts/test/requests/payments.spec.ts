import {
  CreatePaymentOrderRequest,
  PaymentFailedRequest,
  SimulatorRequest,
  VerifyPaymentRequest,
} from '../../src/requests';
import { accepted, messageOf, problemsOf } from './check';

describe('payment requests', () => {
  it('refuses a payment order without an order or a positive amount, and other currencies', () => {
    expect(problemsOf(CreatePaymentOrderRequest, { amount: 100 })).toEqual([
      { param: 'orderId', msg: 'Invalid order data' },
    ]);
    expect(problemsOf(CreatePaymentOrderRequest, { orderId: 'o1', amount: 0 })).toEqual([
      { param: 'amount', msg: 'Invalid order data' },
    ]);
    expect(messageOf(CreatePaymentOrderRequest, { orderId: 'o1', amount: '100', currency: 'USD' })).toBe(
      'Currency must be INR',
    );
  });

  it('refuses a verification without the signed ids', () =>
    expect(messageOf(VerifyPaymentRequest, { orderId: 'o1', razorpay_payment_id: 'pay_1' })).toBe(
      'Payment verification failed',
    ));

  it('reads a failure given as text as its description', () =>
    expect(accepted(PaymentFailedRequest, { orderId: 'o1', error: ' declined ' }).error).toEqual({
      description: 'declined',
    }));

  it('takes the provider’s failure object', () =>
    expect(
      accepted(PaymentFailedRequest, {
        orderId: 'o1',
        error: { code: 'BAD', description: 'declined', metadata: { order_id: 'order_1', payment_id: 'pay_1' } },
      }).error,
    ).toEqual({ description: 'declined', metadata: { order_id: 'order_1', payment_id: 'pay_1' } }));

  it("asks the simulator for its order's id", () =>
    expect(problemsOf(SimulatorRequest, {})).toEqual([
      { param: 'razorpay_order_id', msg: 'razorpay_order_id must be a string' },
    ]));
});

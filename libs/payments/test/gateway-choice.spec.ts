import { loadConfig } from '@store/platform';
import type { Redis } from 'ioredis';
import { RazorpayGateway } from '../src/gateway/razorpay-gateway';
import { SimulatedGateway } from '../src/gateway/simulated-gateway';
import { gatewayFor } from '../src/payments.module';

describe('choosing the payment gateway', () => {
  const redis = {} as Redis; // neither gateway touches Redis when constructed

  it('runs the simulated gateway when RAZORPAY_KEY_ID is not set', () => {
    const gateway = gatewayFor(loadConfig({ NODE_ENV: 'test' }), redis);
    expect(gateway).toBeInstanceOf(SimulatedGateway);
    expect(gateway.keyId).toBe('rzp_test_simulated');
  });

  it("runs Razorpay's SDK with the configured key when RAZORPAY_KEY_ID is set", () => {
    const gateway = gatewayFor(
      loadConfig({
        NODE_ENV: 'test',
        RAZORPAY_KEY_ID: 'rzp_test_abc',
        RAZORPAY_KEY_SECRET: 'a_real_looking_secret',
        RAZORPAY_WEBHOOK_SECRET: 'a_webhook_secret',
      }),
      redis,
    );
    expect(gateway).toBeInstanceOf(RazorpayGateway);
    expect(gateway.kind).toBe('razorpay');
    expect(gateway.keyId).toBe('rzp_test_abc');
  });
});

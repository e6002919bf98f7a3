import { Allow } from 'class-validator';

/** Spec payloads; their shapes are checked in the controller with the spec's messages. */
export class CreatePaymentOrderDto {
  @Allow() amount?: unknown;
  @Allow() orderId?: unknown;
  @Allow() currency?: unknown;
}

export class VerifyPaymentDto {
  @Allow() razorpay_order_id?: unknown;
  @Allow() razorpay_payment_id?: unknown;
  @Allow() razorpay_signature?: unknown;
  @Allow() orderId?: unknown;
}

export class PaymentFailedDto {
  @Allow() orderId?: unknown;
  @Allow() error?: unknown;
}

export class SimulatorDto {
  @Allow() razorpay_order_id?: unknown;
  @Allow() description?: unknown;
}

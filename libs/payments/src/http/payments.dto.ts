import { Allow } from 'class-validator';

/** Spec payloads; their shapes are checked in the controller with the spec's messages. */
export class CreatePaymentOrderDto {
  @Allow() amount?: unknown;
  @Allow() orderId?: unknown;
  @Allow() currency?: unknown;
  /** A guest order's access token (or the X-Order-Token header). */
  @Allow() orderToken?: unknown;
}

export class VerifyPaymentDto {
  @Allow() razorpay_order_id?: unknown;
  @Allow() razorpay_payment_id?: unknown;
  @Allow() razorpay_signature?: unknown;
  @Allow() orderId?: unknown;
  @Allow() orderToken?: unknown;
}

export class PaymentFailedDto {
  @Allow() orderId?: unknown;
  @Allow() error?: unknown;
  @Allow() orderToken?: unknown;
}

export class SimulatorDto {
  @Allow() razorpay_order_id?: unknown;
  @Allow() description?: unknown;
}

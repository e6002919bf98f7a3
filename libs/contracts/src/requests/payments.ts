import { Type } from 'class-transformer';
import { IsIn, IsNotEmpty, IsNumber, IsOptional, IsString, MaxLength, Min, ValidateNested } from 'class-validator';
import { INPUT_BOUNDS } from '../limits';
import { VALIDATION_MESSAGES as V } from '../messages';
import { NumberFromText, Trim, TrimmedText } from './decorators';
import { Transform } from 'class-transformer';

const VERIFICATION_FAILED = 'Payment verification failed';
/** Ids and signatures of the payment provider: at most this long. */
const PROVIDER_TEXT_MAX = 500;

/** The store's order being paid: its id (and, for a guest's order, its access token or the X-Order-Token header). */
class PaidOrderRequest {
  @Trim()
  @IsString({ message: V.invalidOrderData })
  @IsNotEmpty({ message: V.invalidOrderData })
  @MaxLength(PROVIDER_TEXT_MAX, { message: V.invalidOrderData })
  orderId!: string;

  @IsOptional() @IsString() @MaxLength(INPUT_BOUNDS.tokenMaxLength) orderToken?: string;
}

/** POST /payments/create-order(-guest): the amount is checked, but the order's own total is charged. */
export class CreatePaymentOrderRequest extends PaidOrderRequest {
  @NumberFromText()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: V.invalidOrderData })
  @Min(Number.MIN_VALUE, { message: V.invalidOrderData })
  amount!: number;

  @IsOptional() @IsIn(['INR'], { message: 'Currency must be INR' }) currency?: 'INR';
}

/** POST /payments/verify(-guest): what the provider's checkout handed the browser, signed. */
export class VerifyPaymentRequest extends PaidOrderRequest {
  @Trim()
  @IsString({ message: VERIFICATION_FAILED })
  @IsNotEmpty({ message: VERIFICATION_FAILED })
  @MaxLength(PROVIDER_TEXT_MAX, { message: VERIFICATION_FAILED })
  razorpay_order_id!: string;

  @Trim()
  @IsString({ message: VERIFICATION_FAILED })
  @IsNotEmpty({ message: VERIFICATION_FAILED })
  @MaxLength(PROVIDER_TEXT_MAX, { message: VERIFICATION_FAILED })
  razorpay_payment_id!: string;

  @IsString({ message: VERIFICATION_FAILED })
  @MaxLength(PROVIDER_TEXT_MAX, { message: VERIFICATION_FAILED })
  razorpay_signature!: string;
}

/** The provider's ids of a failed attempt (Razorpay's error.metadata). */
export class PaymentFailureIds {
  @IsOptional() @IsString() @MaxLength(PROVIDER_TEXT_MAX) order_id?: string;
  @IsOptional() @IsString() @MaxLength(PROVIDER_TEXT_MAX) payment_id?: string;
}

/** Why an attempt failed, as the provider's checkout reports it (a plain text is its description). */
export class PaymentFailure {
  /** Longer descriptions are cut. */
  @IsOptional() @TrimmedText(PROVIDER_TEXT_MAX) @IsString() description?: string;
  @IsOptional() @ValidateNested() @Type(() => PaymentFailureIds) metadata?: PaymentFailureIds;
}

/** POST /payments/payment-failed: the order and, when known, why its payment failed. */
export class PaymentFailedRequest extends PaidOrderRequest {
  @IsOptional()
  @Transform(({ value }) =>
    typeof value === 'string'
      ? Object.assign(new PaymentFailure(), { description: value.trim().slice(0, PROVIDER_TEXT_MAX) })
      : value,
  )
  @ValidateNested()
  @Type(() => PaymentFailure)
  error?: PaymentFailure | string;
}

/** POST /payments/simulator/pay and /fail: the simulated gateway's order (and a failure's reason). */
export class SimulatorRequest {
  @IsString() @MaxLength(INPUT_BOUNDS.idMaxLength) razorpay_order_id!: string;
  /** Longer reasons are cut. */
  @IsOptional() @TrimmedText(200) @IsString() description?: string;
}

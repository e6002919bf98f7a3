import { Inject, Injectable } from '@nestjs/common';
import { calendarDay, DELIVERY_MESSAGES as M, isPincode, type DeliveryEstimate } from '@store/contracts';
import { AppConfig, CLOCK, CONFIG, ValidationError, type Clock } from '@store/platform';
import { PincodeRules } from '../commands/pincode-rules.service';
import { deliveryPromise, type DeliveryPromise } from '../domain/delivery-estimate';

/**
 * What the store promises a pincode today (the store's calendar day, STORE_TIME_ZONE): the
 * estimate the storefront shows and checkout keeps on the order. Other modules use this, never
 * the table's stream.
 */
@Injectable()
export class DeliveryEstimates {
  constructor(
    @Inject(CONFIG) private readonly config: Pick<AppConfig, 'STORE_TIME_ZONE'>,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly rules: PincodeRules,
  ) {}

  /** The store's calendar day now: YYYY-MM-DD. */
  today(): string {
    return calendarDay(this.clock.now(), this.config.STORE_TIME_ZONE);
  }

  /** 400 'Please enter a valid 6-digit pincode' (at `field`) for anything but a pincode. */
  async estimate(pincode: string, field = 'pincode'): Promise<DeliveryPromise> {
    if (!isPincode(pincode)) throw new ValidationError(M.pincodeInvalid, field);
    const { rules } = await this.rules.current();
    return deliveryPromise(rules, pincode, this.today());
  }

  /**
   * The estimate an order keeps; refused (400 at `field`) for a pincode the store does not serve,
   * before anything of the order is written.
   */
  async promiseFor(pincode: string, field: string): Promise<DeliveryEstimate> {
    const promise = await this.estimate(pincode, field);
    if (!promise.serviceable) throw new ValidationError(M.notServiceable(pincode), field);
    const { minDays, maxDays, from, to } = promise;
    return { minDays, maxDays, from, to };
  }
}

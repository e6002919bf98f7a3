import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SimulatorRequest } from '@store/contracts/requests';
import { NotFoundError } from '@store/platform';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../gateway/payment-gateway';
import { SimulatedGateway } from '../gateway/simulated-gateway';

/**
 * The simulated gateway's checkout, called by the web app's test payment dialog: Pay answers
 * what Razorpay's checkout hands the browser, Fail what its payment.failed reports. Absent (404)
 * when real Razorpay keys are configured.
 */
@ApiExcludeController()
@Controller('payments/simulator')
export class SimulatorController {
  constructor(@Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway) {}

  private async providerOrder(body: SimulatorRequest) {
    if (!(this.gateway instanceof SimulatedGateway)) throw new NotFoundError('Not found');
    const id = typeof body.razorpay_order_id === 'string' ? body.razorpay_order_id : '';
    const order = await this.gateway.find(id);
    if (!order) throw new NotFoundError('Unknown payment order', 'razorpay_order_id');
    return { gateway: this.gateway, order };
  }

  @Post('pay')
  @HttpCode(200)
  async pay(@Body() body: SimulatorRequest) {
    const { gateway, order } = await this.providerOrder(body);
    return gateway.pay(order.id);
  }

  @Post('fail')
  @HttpCode(200)
  async fail(@Body() body: SimulatorRequest) {
    const { gateway, order } = await this.providerOrder(body);
    const description =
      typeof body.description === 'string' && body.description.trim()
        ? body.description.trim().slice(0, 200)
        : 'Payment declined by the test card';
    return gateway.fail(order.id, description);
  }
}

import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ProductsQuery } from '@store/catalogue';
import { DISCOUNT_MESSAGES as M, type DiscountValidationResponse } from '@store/contracts';
import { ValidateDiscountRequest } from '@store/contracts/requests';
import { CurrentUser, OptionalAuth, RequestLimiter } from '@store/identity';
import { AuthUser, CLOCK, type Clock } from '@store/platform';
import type { FastifyRequest } from 'fastify';
import { OrderDiscounts, withDiscounts } from '../commands/order-discounts';
import { mergeLines } from '../commands/order-lines';
import { priceLines } from '../commands/order-pricing';
import { orderTotals } from '../domain/pricing';

/**
 * POST /api/discounts/validate (issue #44): what a code takes off the shopper's cart, priced by
 * the server exactly as checkout will price it (the same lines, rules and figures), or the code's
 * refusal (400 on `code` with its message). Nothing is held: the use is reserved when the order
 * is placed. A signed-in shopper's per-customer and first-order rules are checked by their
 * account; a guest's by the e-mail and phone they send, if any (checked again at checkout).
 */
@ApiTags('discounts')
@Controller('discounts')
export class DiscountValidateController {
  constructor(
    private readonly products: ProductsQuery,
    private readonly discounts: OrderDiscounts,
    private readonly limits: RequestLimiter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post('validate')
  @HttpCode(200)
  @OptionalAuth()
  async validate(
    @Body() body: ValidateDiscountRequest,
    @CurrentUser() user: AuthUser | undefined,
    @Req() http: FastifyRequest,
  ): Promise<DiscountValidationResponse> {
    await this.limits.consume('order', { ip: http.ip });
    const lines = body.items.map((line) => ({
      productId: line.product.trim(),
      quantity: line.quantity,
      size: line.size,
      colorVariantId: line.colorVariantId || null,
    }));
    const { items, categoryOf } = await priceLines(this.products, mergeLines(lines));
    const email = user?.email ?? (body.customerEmail || null);
    const phone = body.customerPhone || null;
    const customerKeys = user
      ? [`user:${user.id}`]
      : await Promise.all(
          [email, phone].filter((contact): contact is string => !!contact).map((c) => this.limits.accountKey(c)),
        );
    const request = await this.discounts.useRequest(
      items,
      categoryOf,
      { userId: user?.id ?? null, email, phone, customerKeys },
      this.clock.now().toISOString(),
      'code',
    );
    const applied = await this.discounts.quote(body.code, request);
    const totals = orderTotals(items, applied.quote.total);
    return {
      success: true,
      code: applied.code,
      message: M.applied,
      lines: withDiscounts(items, applied).map((item) => ({
        productId: item.productId,
        colorVariantId: item.colorVariantId,
        size: item.size,
        quantity: item.quantity,
        price: item.price,
        discount: item.discount ?? 0,
      })),
      itemsPrice: totals.itemsPrice,
      discountTotal: applied.quote.total,
      shippingCost: totals.shippingCost,
      totalPrice: totals.totalPrice,
    };
  }
}

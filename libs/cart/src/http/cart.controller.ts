import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly, Authenticated, CurrentUser } from '@store/identity';
import { CartItemsRequest } from '@store/contracts/requests';
import { AuthUser, CommandContext, RequestContext } from '@store/platform';
import { CartCommands } from '../commands/cart.commands';
import { CartQuery } from '../queries/cart.query';
import { CartConversionReport } from '../queries/cart-report.query';
import { CartRecoveryReport } from '../queries/cart-recovery.query';

/**
 * The signed-in shopper's cart (GET, PUT, merge on login) and the engineers' conversion report.
 * Every cart answer is `{ success: true, cart: { items: CartLine[] } }`; the lines come from the
 * command's own result (the cart is read from its stream), so no read model has to catch up.
 */
@ApiTags('cart')
@Controller()
export class CartController {
  constructor(
    private readonly commands: CartCommands,
    private readonly cart: CartQuery,
    private readonly report: CartConversionReport,
    private readonly recovery: CartRecoveryReport,
  ) {}

  @Get('cart')
  @Authenticated()
  async get(@CurrentUser() user: AuthUser) {
    return { success: true, cart: await this.cart.view(user.id) };
  }

  @Put('cart')
  @Authenticated()
  async replace(
    @Body() body: CartItemsRequest,
    @CurrentUser() user: AuthUser,
    @RequestContext() context: CommandContext,
  ) {
    const { lines } = await this.commands.replace(user.id, body, context);
    return { success: true, cart: await this.cart.render(lines) };
  }

  @Post('cart/merge')
  @Authenticated()
  @HttpCode(200)
  async merge(
    @Body() body: CartItemsRequest,
    @CurrentUser() user: AuthUser,
    @RequestContext() context: CommandContext,
  ) {
    const { lines } = await this.commands.merge(user.id, body, context);
    return { success: true, cart: await this.cart.render(lines) };
  }

  @Get('reports/cart-conversion')
  @AdminOnly()
  async conversion() {
    return { success: true, products: await this.report.products() };
  }

  /** The dashboard's cart recovery panel (issue #44). */
  @Get('reports/cart-recovery')
  @AdminOnly()
  async cartRecovery() {
    return { success: true, recovery: await this.recovery.summary() };
  }
}

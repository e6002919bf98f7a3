import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly, Authenticated, CurrentUser } from '@store/identity';
import { AuthUser, CommandContext, RequestContext } from '@store/platform';
import { Allow } from 'class-validator';
import { CartService } from '../commands/cart.service';
import { CartReport } from '../queries/cart-report.query';

/** PUT /cart and POST /cart/merge: lines are checked in the service with the spec's messages. */
export class CartItemsDto {
  @Allow() items?: unknown;
}

/** The signed-in shopper's cart (GET, PUT, merge on login) and the admin's conversion report. */
@ApiTags('cart')
@Controller()
export class CartController {
  constructor(
    private readonly cart: CartService,
    private readonly report: CartReport,
  ) {}

  @Get('cart')
  @Authenticated()
  async get(@CurrentUser() user: AuthUser) {
    return { success: true, cart: await this.cart.view(user.id) };
  }

  @Put('cart')
  @Authenticated()
  async replace(@Body() body: CartItemsDto, @CurrentUser() user: AuthUser, @RequestContext() context: CommandContext) {
    return { success: true, cart: await this.cart.replace(user.id, body.items, context) };
  }

  @Post('cart/merge')
  @Authenticated()
  @HttpCode(200)
  async merge(@Body() body: CartItemsDto, @CurrentUser() user: AuthUser, @RequestContext() context: CommandContext) {
    return { success: true, cart: await this.cart.merge(user.id, body.items ?? [], context) };
  }

  @Get('reports/cart-conversion')
  @AdminOnly()
  async conversion() {
    return { success: true, products: await this.report.products() };
  }
}

import { Module } from '@nestjs/common';
import { CatalogueModule } from '@store/catalogue';
import { CartService } from './commands/cart.service';
import { CartController } from './http/cart.controller';
import { CartCheckoutReactor } from './jobs/cart-checkout.reactor';
import { CartReport } from './queries/cart-report.query';

/**
 * The signed-in shopper's cart kept on the server (prices always the catalogue's), merged with
 * the guest cart on login, checked out when an order is placed; and the conversion report.
 */
@Module({
  imports: [CatalogueModule],
  controllers: [CartController],
  providers: [CartService, CartReport, CartCheckoutReactor],
  exports: [CartService],
})
export class CartModule {}

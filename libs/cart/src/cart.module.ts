import { Module } from '@nestjs/common';
import { CatalogueModule } from '@store/catalogue';
import { CartCommands } from './commands/cart.commands';
import { CartController } from './http/cart.controller';
import { CartCheckoutReactor } from './jobs/cart-checkout.reactor';
import { CartConversionReport } from './queries/cart-report.query';
import { CartQuery } from './queries/cart.query';

/**
 * The signed-in shopper's cart kept on the server (prices always the catalogue's), merged with
 * the guest cart on login, checked out when an order is placed; and the conversion report.
 */
@Module({
  imports: [CatalogueModule],
  controllers: [CartController],
  providers: [CartCommands, CartQuery, CartConversionReport, CartCheckoutReactor],
  exports: [CartCommands, CartQuery],
})
export class CartModule {}

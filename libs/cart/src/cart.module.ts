import { Module } from '@nestjs/common';
import { CatalogueModule } from '@store/catalogue';
import { CartCommands } from './commands/cart.commands';
import { CartController } from './http/cart.controller';
import { CartCheckoutReactor } from './jobs/cart-checkout.reactor';
import { CartReminders } from './jobs/cart-reminders';
import { CartRecoveryReport } from './queries/cart-recovery.query';
import { CartConversionReport } from './queries/cart-report.query';
import { CartQuery } from './queries/cart.query';

/**
 * The signed-in shopper's cart kept on the server (prices always the catalogue's), merged with
 * the guest cart on login, checked out when an order is placed, reminded once when left (issue
 * #44); the conversion and recovery reports.
 */
@Module({
  imports: [CatalogueModule],
  controllers: [CartController],
  providers: [CartCommands, CartQuery, CartConversionReport, CartRecoveryReport, CartCheckoutReactor, CartReminders],
  exports: [CartCommands, CartQuery],
})
export class CartModule {}

import { Module } from '@nestjs/common';
import { OrderingModule } from '@store/ordering';
import { BulkShipments } from './commands/bulk-shipments.service';
import { CarriersService } from './commands/carriers.service';
import { ShipmentsService } from './commands/shipments.service';
import { BulkShipmentsController } from './http/bulk-shipments.controller';
import { CarriersController } from './http/carriers.controller';
import { ShipmentsController } from './http/shipments.controller';
import { FulfilmentJobs } from './jobs/fulfilment-jobs.service';
import { TrackingForShippedMail } from './jobs/tracking-for-shipped-mail';

/**
 * Fulfilment (issue #43): the carriers the store ships with, each order's shipments (carrier,
 * AWB, the units they carry, delivery) and the order's status following them through the
 * ordering module's commands; the tracking links in the order's shipping e-mail (through the
 * registry ordering declares) and the e-mail of a partial shipment.
 */
@Module({
  imports: [OrderingModule],
  controllers: [CarriersController, ShipmentsController, BulkShipmentsController],
  providers: [CarriersService, ShipmentsService, BulkShipments, TrackingForShippedMail, FulfilmentJobs],
})
export class FulfilmentModule {}

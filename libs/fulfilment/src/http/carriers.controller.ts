import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CARRIER_MESSAGES } from '@store/contracts';
import { CarriersRequest } from '@store/contracts/requests';
import { AdminOnly } from '@store/identity';
import { CommandContext, RequestContext } from '@store/platform';
import { CarriersService } from '../commands/carriers.service';

/** The couriers the admin ships with (issue #43): the list in force, replaced whole. */
@ApiTags('fulfilment')
@Controller('admin/carriers')
@AdminOnly()
export class CarriersController {
  constructor(private readonly carriers: CarriersService) {}

  @Get()
  async list() {
    return { success: true, ...(await this.carriers.current()) };
  }

  @Put()
  async replace(@Body() body: CarriersRequest, @RequestContext() context: CommandContext) {
    const carriers = body.carriers.map(({ name, trackingUrlTemplate }) => ({ name, trackingUrlTemplate }));
    return { success: true, message: CARRIER_MESSAGES.saved, ...(await this.carriers.replace(carriers, context)) };
  }
}

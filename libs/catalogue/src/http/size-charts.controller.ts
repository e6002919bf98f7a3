import { Body, Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  isSizeChartScope,
  SIZE_CHART_MESSAGES as M,
  type MessageResponse,
  type ProductSizeChartResponse,
  type SizeChartResponse,
  type SizeChartScope,
  type SizeChartsResponse,
} from '@store/contracts';
import { SizeChartRequest } from '@store/contracts/requests';
import { AdminOnly } from '@store/identity';
import { CommandContext, NotFoundError, RequestContext, ValidationError } from '@store/platform';
import { CatalogueReadYourWrites } from '../commands/read-your-writes.service';
import { SizeChartCommands } from '../commands/size-chart-commands';
import { CATALOGUE_MESSAGES } from '../domain/messages';
import { SIZE_CHARTS_PROJECTION } from '../projections/catalogue.projections';
import { SizeChartsQuery } from '../queries/size-charts.query';

const scopeOf = (scope: string): SizeChartScope => {
  if (!isSizeChartScope(scope)) throw new ValidationError(M.scopeInvalid, 'scope');
  return scope;
};

/** The admin's size charts (issue #44): a category's or a product's, in cm or inches (stored in cm). */
@ApiTags('size-charts')
@Controller('admin/size-charts')
@AdminOnly()
export class SizeChartsController {
  constructor(
    private readonly commands: SizeChartCommands,
    private readonly charts: SizeChartsQuery,
    private readonly readYourWrites: CatalogueReadYourWrites,
  ) {}

  @Get()
  async list(): Promise<SizeChartsResponse> {
    return { success: true, sizeCharts: await this.charts.list() };
  }

  @Get(':scope/:target')
  async one(@Param('scope') scope: string, @Param('target') target: string): Promise<SizeChartResponse> {
    const chart = await this.charts.get(scopeOf(scope), target);
    if (!chart) throw new NotFoundError(M.notFound);
    return { success: true, sizeChart: chart };
  }

  @Put(':scope/:target')
  async save(
    @Param('scope') scope: string,
    @Param('target') target: string,
    @Body() body: SizeChartRequest,
    @RequestContext() context: CommandContext,
  ): Promise<SizeChartResponse> {
    const kind = scopeOf(scope);
    await this.readYourWrites.wait(await this.commands.save(kind, target, body, context), [SIZE_CHARTS_PROJECTION]);
    const chart = await this.charts.get(kind, target);
    if (!chart) throw new NotFoundError(M.notFound);
    return { success: true, sizeChart: chart, message: M.saved };
  }

  @Delete(':scope/:target')
  async remove(
    @Param('scope') scope: string,
    @Param('target') target: string,
    @RequestContext() context: CommandContext,
  ): Promise<MessageResponse> {
    const position = await this.commands.remove(scopeOf(scope), target, context);
    await this.readYourWrites.wait(position, [SIZE_CHARTS_PROJECTION]);
    return { success: true, message: M.removed };
  }
}

/** GET /products/{id}/size-chart: the chart the product page opens from the size picker (public). */
@ApiTags('size-charts')
@Controller('products')
export class ProductSizeChartController {
  constructor(private readonly charts: SizeChartsQuery) {}

  @Get(':id/size-chart')
  async forProduct(@Param('id') id: string): Promise<ProductSizeChartResponse> {
    const chart = await this.charts.forProduct(id);
    if (chart === undefined) throw new NotFoundError(CATALOGUE_MESSAGES.productNotFound);
    return { success: true, sizeChart: chart };
  }
}

import { Body, Controller, Get, Header, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SIZES } from '@store/contracts';
import { AdminOnly } from '@store/identity';
import { CommandContext, INPUT_BOUNDS, RequestContext } from '@store/platform';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { CatalogueCommands } from '../commands/catalogue-store.service';
import { CatalogueImport } from '../commands/catalogue-import.service';
import { CatalogueReadYourWrites } from '../commands/read-your-writes.service';
import { CatalogueAuditQuery } from '../queries/catalogue-audit.query';
import { PageQueryDto } from './catalogue.dto';

export class StockTimelineQueryDto extends PageQueryDto {
  @IsOptional() @IsIn([...SIZES], { message: 'Size must be one of XS, S, M, L, XL, XXL, XXXL' }) size?: string;
  /** A colour variant id, or 'original'. */
  @IsOptional() @IsString() @MaxLength(INPUT_BOUNDS.idMaxLength) colour?: string;
}

export class ImportQueryDto {
  @IsOptional()
  @Type(() => String)
  @IsIn(['true', 'false'], { message: 'dryRun must be true or false' })
  dryRun?: 'true' | 'false';

  /** The file's line number of this part's first data row (a large file is sent in parts, each with the header). */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'firstRow must be a whole number from 2' })
  @Min(2, { message: 'firstRow must be a whole number from 2' })
  @Max(10_000_000, { message: 'firstRow must be a whole number from 2' })
  firstRow?: number;
}

export class ImportBodyDto {
  @IsString({ message: 'csv must be the CSV text' }) csv!: string;
}

/** Admin audit and bulk tools over the catalogue: stock levels and timeline, product history, CSV. */
@ApiTags('admin catalogue')
@Controller()
export class AdminCatalogueController {
  constructor(
    private readonly commands: CatalogueCommands,
    private readonly audit: CatalogueAuditQuery,
    private readonly csv: CatalogueImport,
    private readonly readYourWrites: CatalogueReadYourWrites,
  ) {}

  @Get('products/:id/stock-levels')
  @AdminOnly()
  async stockLevels(@Param('id') id: string) {
    await this.commands.requireProduct(id);
    return { success: true, levels: await this.audit.stockLevels(id) };
  }

  @Get('products/:id/stock-timeline')
  @AdminOnly()
  async stockTimeline(@Param('id') id: string, @Query() query: StockTimelineQueryDto) {
    await this.commands.requireProduct(id);
    return { success: true, ...(await this.audit.stockTimeline(id, { size: query.size, colour: query.colour, page: query.page ?? 1, limit: query.limit ?? 50 })) };
  }

  @Get('products/:id/history')
  @AdminOnly()
  async history(@Param('id') id: string) {
    const product = await this.commands.product(id);
    if (!product.exists) await this.commands.requireProduct(id);
    return { success: true, entries: await this.audit.productHistory(id) };
  }

  @Get('admin/catalogue/export')
  @AdminOnly()
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="catalogue.csv"')
  exportCsv(): Promise<string> {
    return this.csv.exportCsv();
  }

  @Post('admin/catalogue/import')
  @HttpCode(200)
  @AdminOnly()
  async importCsv(@Query() query: ImportQueryDto, @Body() body: ImportBodyDto, @RequestContext() context: CommandContext) {
    const { position, ...result } = await this.csv.importCsv(body.csv, query.dryRun !== 'false', context, query.firstRow ?? 2);
    if (position) await this.readYourWrites.wait(position);
    return result;
  }
}

import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  CatalogueImportPartRequest,
  CatalogueImportQuery,
  CatalogueImportRequest,
  PageQuery,
  StockTimelineQuery,
} from '@store/contracts/requests';
import { AdminOnly } from '@store/identity';
import { CommandContext, RequestContext } from '@store/platform';
import type {
  CatalogueImportPartResponse,
  CatalogueImportRefused,
  CatalogueImportResult,
  CatalogueImportsResponse,
  CatalogueImportStarted,
} from '@store/contracts';
import type { FastifyReply } from 'fastify';
import { CatalogueCommands } from '../commands/catalogue-store.service';
import { CatalogueExport } from '../commands/catalogue-export';
import { CatalogueImport, type ImportAnswer } from '../commands/catalogue-import.service';
import { CatalogueReadYourWrites } from '../commands/read-your-writes.service';
import {
  IMPORT_HISTORY_PROJECTION,
  PRODUCT_LISTING_PROJECTION,
  STOCK_HISTORY_PROJECTION,
} from '../projections/catalogue.projections';
import { CatalogueAuditQuery } from '../queries/catalogue-audit.query';
import { ImportHistoryQuery } from '../queries/import-history.query';

/** The import's writes show in the listing, the stock history and the import history before it answers. */
const IMPORT_READ_MODELS = [PRODUCT_LISTING_PROJECTION, STOCK_HISTORY_PROJECTION, IMPORT_HISTORY_PROJECTION];

/** Admin audit and bulk tools over the catalogue: stock levels and timeline, product history, CSV. */
@ApiTags('admin catalogue')
@Controller()
export class AdminCatalogueController {
  constructor(
    private readonly commands: CatalogueCommands,
    private readonly audit: CatalogueAuditQuery,
    private readonly csv: CatalogueImport,
    private readonly csvExport: CatalogueExport,
    private readonly readYourWrites: CatalogueReadYourWrites,
    private readonly importHistory: ImportHistoryQuery,
  ) {}

  @Get('products/:id/stock-levels')
  @AdminOnly()
  async stockLevels(@Param('id') id: string) {
    await this.commands.requireProduct(id);
    return { success: true, levels: await this.audit.stockLevels(id) };
  }

  @Get('products/:id/stock-timeline')
  @AdminOnly()
  async stockTimeline(@Param('id') id: string, @Query() query: StockTimelineQuery) {
    await this.commands.requireProduct(id);
    return {
      success: true,
      ...(await this.audit.stockTimeline(id, {
        size: query.size,
        colour: query.colour,
        page: query.page ?? 1,
        limit: query.limit ?? 50,
      })),
    };
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
    return this.csvExport.exportCsv();
  }

  /** A whole file at once: 200 ready (dry run) or applied, 422 with every row's problem, 409 when the catalogue changed under it. */
  @Post('admin/catalogue/import')
  @HttpCode(200)
  @AdminOnly()
  async importCsv(
    @Query() query: CatalogueImportQuery,
    @Body() body: CatalogueImportRequest,
    @RequestContext() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.answer(await this.csv.importCsv(body.csv, query.dryRun !== 'false', context), reply);
  }

  /** A large file: start an import, send its parts, check it, then apply it whole. */
  @Post('admin/catalogue/imports')
  @AdminOnly()
  startImport(@RequestContext() context: CommandContext): Promise<CatalogueImportStarted> {
    return this.csv.startImport(context).then((started) => ({ success: true, ...started }));
  }

  @Post('admin/catalogue/imports/:importId/parts')
  @AdminOnly()
  async addImportPart(
    @Param('importId') importId: string,
    @Body() body: CatalogueImportPartRequest,
    @RequestContext() context: CommandContext,
  ): Promise<CatalogueImportPartResponse> {
    return { success: true, importId, ...(await this.csv.addPart(importId, body.csv, body.firstRow, context)) };
  }

  @Post('admin/catalogue/imports/:importId/check')
  @HttpCode(200)
  @AdminOnly()
  async checkImport(
    @Param('importId') importId: string,
    @RequestContext() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.answer(await this.csv.checkStaged(importId, context), reply);
  }

  @Post('admin/catalogue/imports/:importId/commit')
  @HttpCode(200)
  @AdminOnly()
  async commitImport(
    @Param('importId') importId: string,
    @RequestContext() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.answer(await this.csv.commitStaged(importId, context), reply);
  }

  @Get('admin/catalogue/imports')
  @AdminOnly()
  async imports(@Query() query: PageQuery): Promise<CatalogueImportsResponse> {
    return { success: true, ...(await this.importHistory.page(query.page ?? 1, query.limit ?? 20)) };
  }

  private async answer(
    answer: ImportAnswer,
    reply: FastifyReply,
  ): Promise<CatalogueImportResult | CatalogueImportRefused> {
    if (answer.position) await this.readYourWrites.wait(answer.position, IMPORT_READ_MODELS);
    void reply.status(answer.status);
    return answer.body;
  }
}

import { Body, Controller, Get, Header, Param, Put, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiTags } from '@nestjs/swagger';
import { GST_SUMMARY_KINDS, TAX_DOCUMENT_MESSAGES, TAX_MONTH_PATTERN, type GstSummaryKind } from '@store/contracts';
import { GstRatesRequest, GstSummariesQuery, TaxSettingsRequest } from '@store/contracts/requests';
import { AdminOnly } from '@store/identity';
import { CommandContext, NotFoundError, RequestContext, ValidationError } from '@store/platform';
import { GstRatesService } from '../commands/gst-rates.service';
import { TaxSettingsService } from '../commands/tax-settings.service';
import { TaxSummariesQuery } from '../queries/tax-summaries.query';
import { gstSummaryCsv } from '../summaries/gst-summary-csv';

const SAVED = 'Business and tax settings saved';
const RATES_SAVED = 'GST rates saved';

const monthOf = (value: unknown): string => {
  const month = typeof value === 'string' ? value.slice(0, 7) : '';
  if (!TAX_MONTH_PATTERN.test(month) || String(value).length !== 7)
    throw new ValidationError(TAX_DOCUMENT_MESSAGES.monthInvalid, 'month');
  return month;
};

/** The admin's "Business and tax" settings, the GST rate table and the monthly return's summaries (issue #42). */
@ApiTags('tax')
@Controller('admin')
@AdminOnly()
export class TaxAdminController {
  constructor(
    private readonly settings: TaxSettingsService,
    private readonly rates: GstRatesService,
    private readonly summaries: TaxSummariesQuery,
  ) {}

  @Get('settings/tax')
  async getSettings() {
    return { success: true, settings: await this.settings.current() };
  }

  @Put('settings/tax')
  async putSettings(@Body() body: TaxSettingsRequest, @RequestContext() context: CommandContext) {
    return { success: true, message: SAVED, settings: await this.settings.change(body, context) };
  }

  @Get('tax/rates')
  async getRates() {
    return { success: true, ...(await this.rates.current()) };
  }

  @Put('tax/rates')
  async putRates(@Body() body: GstRatesRequest, @RequestContext() context: CommandContext) {
    const bands = body.bands.map(({ chapter, validFrom, upTo, rate }) => ({
      chapter,
      validFrom,
      upTo: upTo ?? null,
      rate,
    }));
    return { success: true, message: RATES_SAVED, ...(await this.rates.replace(bands, context)) };
  }

  @Get('tax/summaries')
  async getSummaries(@Query() query: GstSummariesQuery) {
    return { success: true, summaries: await this.summaries.ofMonth(monthOf(query.month)) };
  }

  /** One summary as CSV: /api/admin/tax/summaries/b2cs.csv?month=2026-11. */
  @Get('tax/summaries/:file')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  async getSummaryCsv(
    @Param('file') file: string,
    @Query() query: GstSummariesQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const kind = file.slice(0, 40).replace(/\.csv$/, '') as GstSummaryKind;
    if (!file.endsWith('.csv') || !GST_SUMMARY_KINDS.includes(kind))
      throw new NotFoundError(TAX_DOCUMENT_MESSAGES.summaryKindInvalid);
    const month = monthOf(query.month);
    reply.header('content-disposition', `attachment; filename="gst-${kind}-${month}.csv"`);
    return gstSummaryCsv(await this.summaries.ofMonth(month), kind);
  }
}

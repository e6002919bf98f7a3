import { Body, Controller, Get, Header, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  DELIVERY_MESSAGES as M,
  type PincodeRulesImportRefused,
  type PincodeRulesImportResult,
  type PincodeRulesResponse,
} from '@store/contracts';
import { PincodeRulesImportQuery, PincodeRulesImportRequest, PincodeRulesRequest } from '@store/contracts/requests';
import { AdminOnly } from '@store/identity';
import { CommandContext, RequestContext } from '@store/platform';
import type { FastifyReply } from 'fastify';
import { PincodeRules } from '../commands/pincode-rules.service';
import { pincodeRulesCsv, readPincodeRulesCsv } from '../domain/pincode-rules-csv';

/** The admin's "Delivery areas": the table of pincode prefixes, as JSON and as CSV (issue #43). */
@ApiTags('delivery')
@Controller('admin/delivery')
@AdminOnly()
export class PincodeRulesController {
  constructor(private readonly rules: PincodeRules) {}

  @Get('pincode-rules')
  async list(): Promise<PincodeRulesResponse> {
    return { success: true, ...(await this.rules.current()) };
  }

  @Put('pincode-rules')
  async replace(
    @Body() body: PincodeRulesRequest,
    @RequestContext() context: CommandContext,
  ): Promise<PincodeRulesResponse> {
    const rules = body.rules.map(({ prefix, area, serviceable, minDays, maxDays }) => ({
      prefix,
      area: area ?? '',
      serviceable,
      minDays: minDays ?? null,
      maxDays: maxDays ?? null,
    }));
    return { success: true, message: M.saved, ...(await this.rules.replace(rules, context)) };
  }

  @Get('pincode-rules.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="delivery-areas.csv"')
  async exportCsv(): Promise<string> {
    return pincodeRulesCsv((await this.rules.current()).rules);
  }

  /**
   * The CSV replaces the whole table, all or nothing. A dry run (the default, like the catalogue
   * import; `?dryRun=false` applies) only checks it: 200 with the rules it would save, or 422
   * with every faulty row (nothing written either way).
   */
  @Post('pincode-rules/import')
  @HttpCode(200)
  async importCsv(
    @Query() query: PincodeRulesImportQuery,
    @Body() body: PincodeRulesImportRequest,
    @RequestContext() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PincodeRulesImportResult | PincodeRulesImportRefused> {
    const dryRun = query.dryRun !== 'false';
    const { rows, rules, rowErrors } = readPincodeRulesCsv(body.csv);
    if (rowErrors.length > 0) {
      reply.code(422);
      return { success: false, message: M.csvRefused, dryRun, rows, rowErrors };
    }
    if (dryRun) return { success: true, dryRun, rows, rules, message: M.csvChecked(rows) };
    const saved = await this.rules.replace(rules, context);
    return { success: true, dryRun, rows, rules: saved.rules, message: M.csvImported(rows) };
  }
}

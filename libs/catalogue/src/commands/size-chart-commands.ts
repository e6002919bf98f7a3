import { Injectable } from '@nestjs/common';
import type { SizeChartInput, SizeChartScope } from '@store/contracts';
import { CommandContext, CommandHandling } from '@store/platform';
import { sizeChartDecider, checkSizeChartTarget } from '../domain/size-chart';
import { sizeChartStream } from '../streams';
import { CatalogueCommands } from './catalogue-store.service';

/** The admin's size charts (issue #44): save or remove a category's or a product's chart. */
@Injectable()
export class SizeChartCommands {
  constructor(
    private readonly commands: CommandHandling,
    private readonly catalogue: CatalogueCommands,
  ) {}

  /** 404 for a product chart of an unknown or deleted product, 400 with the field for a faulty chart. */
  async save(scope: SizeChartScope, target: string, input: SizeChartInput, context: CommandContext) {
    await this.requireTarget(scope, target);
    const command = { type: 'SaveSizeChart' as const, scope, target, input, now: this.commands.now() };
    return (await this.commands.decide(sizeChartDecider, sizeChartStream(scope, target), command, context)).position;
  }

  async remove(scope: SizeChartScope, target: string, context: CommandContext) {
    checkSizeChartTarget(scope, target);
    const command = { type: 'RemoveSizeChart' as const, scope, target, now: this.commands.now() };
    return (await this.commands.decide(sizeChartDecider, sizeChartStream(scope, target), command, context)).position;
  }

  private async requireTarget(scope: SizeChartScope, target: string) {
    checkSizeChartTarget(scope, target);
    if (scope === 'product') await this.catalogue.requireProduct(target);
  }
}

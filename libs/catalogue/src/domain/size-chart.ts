import {
  CATEGORIES,
  normaliseSizeChart,
  SIZE_CHART_MESSAGES as M,
  type SizeChartBody,
  type SizeChartInput,
  type SizeChartScope,
} from '@store/contracts';
import { type Decider, NotFoundError, ValidationError } from '@store/platform/domain';

/**
 * A size chart (issue #44), one stream per chart's owner: `catalogue-size-chart-category-{name}`
 * or `catalogue-size-chart-product-{id}`, so a category or a product has at most one. Stored in
 * centimetres (the command's inches are converted by `normaliseSizeChart`); the admin who saved
 * or removed it is the event's actor.
 */
export type SizeChartEvent =
  | {
      type: 'SizeChartSaved';
      data: { scope: SizeChartScope; target: string; chart: SizeChartBody; at: string };
    }
  | { type: 'SizeChartRemoved'; data: { scope: SizeChartScope; target: string; at: string } };

export const SIZE_CHART_EVENT_TYPES: SizeChartEvent['type'][] = ['SizeChartSaved', 'SizeChartRemoved'];

export interface SizeChartState {
  chart: SizeChartBody | null;
}

export type SizeChartCommand =
  | { type: 'SaveSizeChart'; scope: SizeChartScope; target: string; input: SizeChartInput; now: string }
  | { type: 'RemoveSizeChart'; scope: SizeChartScope; target: string; now: string };

/** A category chart names one of the store's categories (a product's existence is the handler's check). */
export function checkSizeChartTarget(scope: SizeChartScope, target: string): void {
  if (scope === 'category' && !(CATEGORIES as readonly string[]).includes(target))
    throw new ValidationError(M.categoryInvalid, 'target');
}

const same = (a: SizeChartBody | null, b: SizeChartBody) => a !== null && JSON.stringify(a) === JSON.stringify(b);

export const sizeChartDecider: Decider<SizeChartState, SizeChartCommand, SizeChartEvent> = {
  initialState: () => ({ chart: null }),
  evolve: (state, event) => (event.type === 'SizeChartSaved' ? { chart: event.data.chart } : { chart: null }),
  decide: (command, state) => {
    checkSizeChartTarget(command.scope, command.target);
    const { scope, target, now } = command;
    if (command.type === 'RemoveSizeChart') {
      if (!state.chart) throw new NotFoundError(M.notFound);
      return [{ type: 'SizeChartRemoved', data: { scope, target, at: now } }];
    }
    const result = normaliseSizeChart(command.input);
    if ('problem' in result) throw new ValidationError(result.problem.message, result.problem.field);
    if (same(state.chart, result.chart)) return [];
    return [{ type: 'SizeChartSaved', data: { scope, target, chart: result.chart, at: now } }];
  },
};

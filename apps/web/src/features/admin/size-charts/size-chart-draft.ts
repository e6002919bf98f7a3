import {
  CATEGORIES,
  normaliseSizeChart,
  SIZES,
  type MeasurementUnit,
  type SizeChart,
  type SizeChartProblem,
  type SizeChartScope,
} from '@store/contracts';
import type { SizeChartRequest } from '@store/contracts/requests';

/** The form's state: text as typed, one row of texts per store size. */
export interface SizeChartDraft {
  scope: SizeChartScope;
  target: string;
  unit: MeasurementUnit;
  measurements: string;
  values: Record<string, string[]>;
  howToMeasure: string;
}

export const blankDraft = (): SizeChartDraft => ({
  scope: 'category',
  target: CATEGORIES[0],
  unit: 'cm',
  measurements: 'Chest, Length',
  values: {},
  howToMeasure: '',
});

/** A kept chart as the form edits it (centimetres). */
export const draftOf = (chart: SizeChart): SizeChartDraft => ({
  scope: chart.scope,
  target: chart.target,
  unit: 'cm',
  measurements: chart.measurements.join(', '),
  values: Object.fromEntries(chart.rows.map((row) => [row.size, row.valuesCm.map(String)])),
  howToMeasure: chart.howToMeasure,
});

export const measurementNames = (draft: SizeChartDraft): string[] =>
  draft.measurements
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * The request the form sends, or the first problem (the contracts' own rules, the server's
 * messages): sizes with every value empty are left out of the chart.
 */
export function requestOf(draft: SizeChartDraft): { request: SizeChartRequest } | { problem: SizeChartProblem } {
  if (!draft.target.trim()) return { problem: { field: 'target', message: 'Choose the category or product' } };
  const measurements = measurementNames(draft);
  const rows = SIZES.filter((size) => (draft.values[size] ?? []).some((value) => value.trim() !== '')).map((size) => ({
    size,
    values: measurements.map((_name, index) => {
      const text = (draft.values[size]?.[index] ?? '').trim();
      return text === '' ? Number.NaN : Number(text);
    }),
  }));
  const request = { unit: draft.unit, measurements, rows, howToMeasure: draft.howToMeasure.trim() };
  const checked = normaliseSizeChart(request);
  if ('problem' in checked) return checked;
  return { request: request as SizeChartRequest };
}

/**
 * Size guides (issue #44): what a size chart may hold, the texts the API and the web app both show,
 * the unit conversion and the "Find my size" rule. Charts are stored in centimetres only; inches
 * are computed from them (1 in = 2.54 cm), so a chart never disagrees with itself.
 */
import { CATEGORIES, SIZES } from './limits';

export const SIZE_CHART_SCOPES = ['category', 'product'] as const;
export type SizeChartScope = (typeof SIZE_CHART_SCOPES)[number];
export const MEASUREMENT_UNITS = ['cm', 'in'] as const;
export type MeasurementUnit = (typeof MEASUREMENT_UNITS)[number];

export const CM_PER_INCH = 2.54;

export const SIZE_CHART_LIMITS = {
  maxMeasurements: 6,
  maxMeasurementNameLength: 30,
  maxRows: SIZES.length,
  /** Any body or garment measurement, in centimetres (a 300 cm one is no garment). */
  minCm: 1,
  maxCm: 300,
  maxNoteLength: 1000,
} as const;

export const SIZE_CHART_MESSAGES = {
  scopeInvalid: 'Size charts belong to a category or a product',
  categoryInvalid: `Category must be one of ${CATEGORIES.join(', ')}`,
  productNotFound: 'Product not found',
  unitInvalid: 'Unit must be cm or in',
  measurementsMissing: 'Add at least one measurement (e.g. Chest)',
  tooManyMeasurements: `At most ${SIZE_CHART_LIMITS.maxMeasurements} measurements`,
  measurementNameInvalid: `Each measurement needs a name of at most ${SIZE_CHART_LIMITS.maxMeasurementNameLength} characters`,
  measurementRepeated: (name: string) => `Measurement ${name} is listed twice`,
  rowsMissing: 'Add at least one size',
  tooManyRows: `At most ${SIZE_CHART_LIMITS.maxRows} sizes`,
  sizeInvalid: `Size must be one of ${SIZES.join(', ')}`,
  sizeRepeated: (size: string) => `Size ${size} is listed twice`,
  valuesCount: (size: string) => `Size ${size} needs a value for every measurement`,
  valueInvalid: (size: string) =>
    `Measurements of size ${size} must be numbers from ${SIZE_CHART_LIMITS.minCm} to ${SIZE_CHART_LIMITS.maxCm} cm`,
  noteTooLong: `The how-to-measure note must be at most ${SIZE_CHART_LIMITS.maxNoteLength} characters`,
  notFound: 'Size chart not found',
  saved: 'Size chart saved',
  removed: 'Size chart removed',
} as const;

/** A chart as entered: values in `unit`, one row per size, one value per measurement. */
export interface SizeChartInput {
  unit: MeasurementUnit;
  measurements: string[];
  rows: { size: string; values: number[] }[];
  howToMeasure?: string;
}

/** A chart as stored and answered: centimetres. */
export interface SizeChartBody {
  measurements: string[];
  rows: { size: string; valuesCm: number[] }[];
  howToMeasure: string;
}

export interface SizeChartProblem {
  field: string;
  message: string;
}

/** Centimetres to one decimal (0.1 cm is finer than any tape). */
export const roundCm = (cm: number): number => Math.round(cm * 10) / 10;
export const toCm = (value: number, unit: MeasurementUnit): number =>
  roundCm(unit === 'in' ? value * CM_PER_INCH : value);
/** Inches shown to one decimal. */
export const cmToInches = (cm: number): number => Math.round((cm / CM_PER_INCH) * 10) / 10;

export const isSizeChartScope = (value: unknown): value is SizeChartScope =>
  typeof value === 'string' && (SIZE_CHART_SCOPES as readonly string[]).includes(value);

/**
 * The first problem of a chart as entered (field names as the form's: `measurements.1`,
 * `rows.2.values`), or its stored form: centimetres, names trimmed, rows in the store's size order.
 */
export function normaliseSizeChart(input: SizeChartInput): { chart: SizeChartBody } | { problem: SizeChartProblem } {
  const M = SIZE_CHART_MESSAGES;
  const L = SIZE_CHART_LIMITS;
  const fail = (field: string, message: string) => ({ problem: { field, message } });
  if (!(MEASUREMENT_UNITS as readonly string[]).includes(input.unit)) return fail('unit', M.unitInvalid);
  if (!Array.isArray(input.measurements) || input.measurements.length === 0)
    return fail('measurements', M.measurementsMissing);
  if (input.measurements.length > L.maxMeasurements) return fail('measurements', M.tooManyMeasurements);
  const names: string[] = [];
  for (const [index, raw] of input.measurements.entries()) {
    const name = typeof raw === 'string' ? raw.trim() : '';
    if (!name || name.length > L.maxMeasurementNameLength)
      return fail(`measurements.${index}`, M.measurementNameInvalid);
    if (names.some((known) => known.toLowerCase() === name.toLowerCase()))
      return fail(`measurements.${index}`, M.measurementRepeated(name));
    names.push(name);
  }
  if (!Array.isArray(input.rows) || input.rows.length === 0) return fail('rows', M.rowsMissing);
  if (input.rows.length > L.maxRows) return fail('rows', M.tooManyRows);
  const rows: SizeChartBody['rows'] = [];
  for (const [index, row] of input.rows.entries()) {
    if (!(SIZES as readonly string[]).includes(row.size)) return fail(`rows.${index}.size`, M.sizeInvalid);
    if (rows.some((known) => known.size === row.size)) return fail(`rows.${index}.size`, M.sizeRepeated(row.size));
    if (!Array.isArray(row.values) || row.values.length !== names.length)
      return fail(`rows.${index}.values`, M.valuesCount(row.size));
    const valuesCm = row.values.map((value) => (Number.isFinite(value) ? toCm(value, input.unit) : Number.NaN));
    if (valuesCm.some((cm) => !(cm >= L.minCm && cm <= L.maxCm)))
      return fail(`rows.${index}.values`, M.valueInvalid(row.size));
    rows.push({ size: row.size, valuesCm });
  }
  const howToMeasure = typeof input.howToMeasure === 'string' ? input.howToMeasure.trim() : '';
  if (howToMeasure.length > L.maxNoteLength) return fail('howToMeasure', M.noteTooLong);
  const order = (size: string) => (SIZES as readonly string[]).indexOf(size);
  rows.sort((a, b) => order(a.size) - order(b.size));
  return { chart: { measurements: names, rows, howToMeasure } };
}

// ---------------------------------------------------------------------------------------------
// Find my size

export const FIT_PREFERENCES = ['snug', 'regular', 'relaxed'] as const;
export type FitPreference = (typeof FIT_PREFERENCES)[number];

export const FIND_MY_SIZE_LIMITS = { minHeightCm: 120, maxHeightCm: 220, minWeightKg: 30, maxWeightKg: 200 } as const;

export const FIND_MY_SIZE_MESSAGES = {
  heightInvalid: `Height must be from ${FIND_MY_SIZE_LIMITS.minHeightCm} to ${FIND_MY_SIZE_LIMITS.maxHeightCm} cm`,
  weightInvalid: `Weight must be from ${FIND_MY_SIZE_LIMITS.minWeightKg} to ${FIND_MY_SIZE_LIMITS.maxWeightKg} kg`,
  noMeasurement: 'This chart has no chest or waist measurement to match: please compare with the table',
} as const;

export interface FindMySizeInput {
  heightCm: number;
  weightKg: number;
  fit: FitPreference;
}

export type SizeSuggestion =
  | { ok: true; size: string; measurement: 'Chest' | 'Waist'; estimatedCm: number }
  | { ok: false; field: 'heightCm' | 'weightKg' | 'chart'; message: string };

/**
 * Body measurements estimated from height and weight, a rough linear fit for adults that is good
 * enough to pick between neighbouring sizes: chest ≈ 28 + 0.5 × weight (kg) + 0.2 × height (cm),
 * waist ≈ 0.7 × weight + 0.2 × height − 5 (175 cm and 72 kg: chest 99 cm, waist 80 cm).
 */
export const estimateChestCm = (heightCm: number, weightKg: number) => roundCm(28 + 0.5 * weightKg + 0.2 * heightCm);
export const estimateWaistCm = (heightCm: number, weightKg: number) => roundCm(0.7 * weightKg + 0.2 * heightCm - 5);

const FIT_SHIFT: Record<FitPreference, number> = { snug: -1, regular: 0, relaxed: 1 };

/**
 * "Find my size" (issue #44): the chart's Chest column (else its Waist column) is compared with
 * the body's estimate; the size whose value is nearest wins (a tie goes to the larger size, as
 * a garment a little loose still fits); then the fit moves one size down (snug) or up (relaxed),
 * staying within the chart.
 */
export function suggestSize(
  chart: Pick<SizeChartBody, 'measurements' | 'rows'>,
  input: FindMySizeInput,
): SizeSuggestion {
  const L = FIND_MY_SIZE_LIMITS;
  const M = FIND_MY_SIZE_MESSAGES;
  if (!(input.heightCm >= L.minHeightCm && input.heightCm <= L.maxHeightCm))
    return { ok: false, field: 'heightCm', message: M.heightInvalid };
  if (!(input.weightKg >= L.minWeightKg && input.weightKg <= L.maxWeightKg))
    return { ok: false, field: 'weightKg', message: M.weightInvalid };
  const find = (name: string) => chart.measurements.findIndex((m) => m.trim().toLowerCase() === name.toLowerCase());
  const chest = find('chest');
  const column = chest >= 0 ? chest : find('waist');
  if (column < 0 || chart.rows.length === 0) return { ok: false, field: 'chart', message: M.noMeasurement };
  const measurement = chest >= 0 ? 'Chest' : 'Waist';
  const estimatedCm =
    measurement === 'Chest'
      ? estimateChestCm(input.heightCm, input.weightKg)
      : estimateWaistCm(input.heightCm, input.weightKg);
  let best = 0;
  chart.rows.forEach((row, index) => {
    const distance = Math.abs(row.valuesCm[column] - estimatedCm);
    const bestDistance = Math.abs(chart.rows[best].valuesCm[column] - estimatedCm);
    if (
      distance < bestDistance ||
      (distance === bestDistance && row.valuesCm[column] > chart.rows[best].valuesCm[column])
    )
      best = index;
  });
  const shifted = Math.min(chart.rows.length - 1, Math.max(0, best + (FIT_SHIFT[input.fit] ?? 0)));
  return { ok: true, size: chart.rows[shifted].size, measurement, estimatedCm };
}

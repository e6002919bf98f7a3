import {
  cmToInches,
  estimateChestCm,
  estimateWaistCm,
  normaliseSizeChart,
  suggestSize,
  type SizeChartBody,
  type SizeChartInput,
} from '../src';

const tees: SizeChartInput = {
  unit: 'cm',
  measurements: ['Chest', 'Length'],
  rows: [
    { size: 'L', values: [106, 73] },
    { size: 'S', values: [92, 69] },
    { size: 'M', values: [99, 71] },
    { size: 'XL', values: [113, 75] },
  ],
  howToMeasure: '  Measure around the fullest part of the chest.  ',
};

const chartOf = (input: SizeChartInput): SizeChartBody => {
  const result = normaliseSizeChart(input);
  if ('problem' in result) throw new Error(result.problem.message);
  return result.chart;
};

describe('size charts (issue #44)', () => {
  it('stores centimetres, the note trimmed and the rows in the store size order', () => {
    expect(chartOf(tees)).toEqual({
      measurements: ['Chest', 'Length'],
      rows: [
        { size: 'S', valuesCm: [92, 69] },
        { size: 'M', valuesCm: [99, 71] },
        { size: 'L', valuesCm: [106, 73] },
        { size: 'XL', valuesCm: [113, 75] },
      ],
      howToMeasure: 'Measure around the fullest part of the chest.',
    });
  });

  it('converts a chart entered in inches to centimetres (1 in = 2.54 cm, to 0.1 cm) and back for display', () => {
    const chart = chartOf({ unit: 'in', measurements: ['Chest'], rows: [{ size: 'M', values: [39] }] });
    expect(chart.rows[0].valuesCm).toEqual([99.1]);
    expect(cmToInches(99.1)).toBe(39);
    expect(cmToInches(92)).toBe(36.2);
  });

  it.each([
    [{ ...tees, unit: 'mm' as never }, 'unit', 'Unit must be cm or in'],
    [{ ...tees, measurements: [] }, 'measurements', 'Add at least one measurement (e.g. Chest)'],
    [{ ...tees, measurements: ['Chest', ' chest '] }, 'measurements.1', 'Measurement chest is listed twice'],
    [
      { ...tees, measurements: ['Chest', ''] },
      'measurements.1',
      'Each measurement needs a name of at most 30 characters',
    ],
    [{ ...tees, rows: [] }, 'rows', 'Add at least one size'],
    [
      { ...tees, rows: [{ size: 'XM', values: [1, 2] }] },
      'rows.0.size',
      'Size must be one of XS, S, M, L, XL, XXL, XXXL',
    ],
    [{ ...tees, rows: [tees.rows[0], { size: 'L', values: [1, 2] }] }, 'rows.1.size', 'Size L is listed twice'],
    [{ ...tees, rows: [{ size: 'M', values: [99] }] }, 'rows.0.values', 'Size M needs a value for every measurement'],
    [
      { ...tees, rows: [{ size: 'M', values: [0, 71] }] },
      'rows.0.values',
      'Measurements of size M must be numbers from 1 to 300 cm',
    ],
    [
      { ...tees, unit: 'in' as const, rows: [{ size: 'M', values: [200, 28] }] },
      'rows.0.values',
      'Measurements of size M must be numbers from 1 to 300 cm',
    ],
    [
      { ...tees, howToMeasure: 'x'.repeat(1001) },
      'howToMeasure',
      'The how-to-measure note must be at most 1000 characters',
    ],
  ])('refuses a faulty chart at its field (%#)', (input, field, message) => {
    expect(normaliseSizeChart(input as SizeChartInput)).toEqual({ problem: { field, message } });
  });
});

describe('Find my size (issue #44)', () => {
  const chart = chartOf(tees);

  it('estimates chest and waist from height and weight by the documented rule', () => {
    expect(estimateChestCm(175, 72)).toBe(99);
    expect(estimateWaistCm(175, 72)).toBe(80.4);
  });

  it('suggests the size whose chest is nearest the estimate for a regular fit', () => {
    expect(suggestSize(chart, { heightCm: 175, weightKg: 72, fit: 'regular' })).toEqual({
      ok: true,
      size: 'M',
      measurement: 'Chest',
      estimatedCm: 99,
    });
    expect(suggestSize(chart, { heightCm: 182, weightKg: 86, fit: 'regular' })).toMatchObject({ size: 'L' });
  });

  it('moves one size down for a snug fit and one up for a relaxed fit, staying within the chart', () => {
    const body = { heightCm: 175, weightKg: 72 };
    expect(suggestSize(chart, { ...body, fit: 'snug' })).toMatchObject({ size: 'S' });
    expect(suggestSize(chart, { ...body, fit: 'relaxed' })).toMatchObject({ size: 'L' });
    expect(suggestSize(chart, { heightCm: 150, weightKg: 40, fit: 'snug' })).toMatchObject({ size: 'S' });
    expect(suggestSize(chart, { heightCm: 200, weightKg: 150, fit: 'relaxed' })).toMatchObject({ size: 'XL' });
  });

  it('breaks a tie towards the larger size', () => {
    const even = chartOf({
      unit: 'cm',
      measurements: ['Chest'],
      rows: [
        { size: 'S', values: [97] },
        { size: 'M', values: [101] },
      ],
    });
    expect(suggestSize(even, { heightCm: 175, weightKg: 72, fit: 'regular' })).toMatchObject({ size: 'M' });
  });

  it('uses the waist when the chart has no chest (bottoms)', () => {
    const joggers = chartOf({
      unit: 'cm',
      measurements: ['Waist', 'Inseam'],
      rows: [
        { size: 'S', values: [72, 76] },
        { size: 'M', values: [80, 78] },
        { size: 'L', values: [88, 80] },
      ],
    });
    expect(suggestSize(joggers, { heightCm: 175, weightKg: 72, fit: 'regular' })).toEqual({
      ok: true,
      size: 'M',
      measurement: 'Waist',
      estimatedCm: 80.4,
    });
  });

  it('refuses heights and weights out of range, and a chart with neither chest nor waist', () => {
    expect(suggestSize(chart, { heightCm: 90, weightKg: 72, fit: 'regular' })).toEqual({
      ok: false,
      field: 'heightCm',
      message: 'Height must be from 120 to 220 cm',
    });
    expect(suggestSize(chart, { heightCm: 175, weightKg: Number.NaN, fit: 'regular' })).toEqual({
      ok: false,
      field: 'weightKg',
      message: 'Weight must be from 30 to 200 kg',
    });
    const shoes = chartOf({ unit: 'cm', measurements: ['Foot'], rows: [{ size: 'M', values: [26] }] });
    expect(suggestSize(shoes, { heightCm: 175, weightKg: 72, fit: 'regular' })).toMatchObject({
      ok: false,
      field: 'chart',
    });
  });
});

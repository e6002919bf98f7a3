import { Type, type Static } from '@sinclair/typebox';
import { IsoTimestamp, MessageResponseSchema, Nullable, SuccessResponse } from './common';

/**
 * A size chart (issue #44): measurements per size, stored in centimetres (inches are computed
 * from them, 1 in = 2.54 cm), with a how-to-measure note. It belongs to a category or to one
 * product; a product's own chart overrides its category's.
 */
export const SizeChartSchema = Type.Object(
  {
    scope: Type.Union([Type.Literal('category'), Type.Literal('product')]),
    /** The category's name, or the product's id. */
    target: Type.String(),
    measurements: Type.Array(Type.String(), { minItems: 1 }),
    rows: Type.Array(Type.Object({ size: Type.String(), valuesCm: Type.Array(Type.Number({ minimum: 0 })) }), {
      minItems: 1,
    }),
    howToMeasure: Type.String(),
    updatedAt: IsoTimestamp,
    /** The admin who saved it last (their id). */
    updatedBy: Nullable(Type.String()),
  },
  { $id: 'SizeChart' },
);
export type SizeChart = Static<typeof SizeChartSchema>;

/** GET /admin/size-charts: every chart, categories first. */
export const SizeChartsResponseSchema = SuccessResponse('SizeChartsResponse', {
  sizeCharts: Type.Array(SizeChartSchema),
});
export type SizeChartsResponse = Static<typeof SizeChartsResponseSchema>;

/** GET/PUT /admin/size-charts/{scope}/{target}. */
export const SizeChartResponseSchema = SuccessResponse('SizeChartResponse', {
  sizeChart: SizeChartSchema,
  message: Type.Optional(Type.String()),
});
export type SizeChartResponse = Static<typeof SizeChartResponseSchema>;

/** GET /products/{id}/size-chart: the product's own chart, else its category's, else null. */
export const ProductSizeChartResponseSchema = SuccessResponse('ProductSizeChartResponse', {
  sizeChart: Nullable(SizeChartSchema),
});
export type ProductSizeChartResponse = Static<typeof ProductSizeChartResponseSchema>;

export const SIZE_GUIDE_RESPONSES = {
  'GET /admin/size-charts': SizeChartsResponseSchema,
  'GET /admin/size-charts/:scope/:target': SizeChartResponseSchema,
  'PUT /admin/size-charts/:scope/:target': SizeChartResponseSchema,
  'DELETE /admin/size-charts/:scope/:target': MessageResponseSchema,
  'GET /products/:id/size-chart': ProductSizeChartResponseSchema,
} as const;

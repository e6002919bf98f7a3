export * from './gst-summaries';
export { gstSummaryCsv, rupeesCsv } from './gst-summary-csv';

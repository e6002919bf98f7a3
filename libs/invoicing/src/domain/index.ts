// The pure domain of GST tax documents (issue #42): no framework, no I/O.
export * from './tax-document-events';
export * from './financial-year';
export * from './document-number';
export * from './gst-rates';
export * from './place-of-supply';
export * from './tax-line';
export * from './invoice';
export * from './dispatch-invoices';
export * from './order-tax-documents';
export * from './credit-note';
export * from './refund-credits';
export * from './amount-in-words';
export * from './tax-settings';

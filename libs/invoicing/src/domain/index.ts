// The pure domain of GST tax documents (issue #42): no framework, no I/O.
export * from './tax-document-events';
export * from './financial-year';
export * from './document-number';
export * from './gst-rates';
export * from './place-of-supply';
export * from './tax-line';
export * from './invoice';
export * from './credit-note';
export * from './amount-in-words';
export * from './tax-settings';

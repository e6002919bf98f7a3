// The discount domain: pure deciders and the code's pricing (no framework, no I/O).
export * from './discount-events';
export * from './discount';
export * from './discount-quote';
export * from './discount-code-claim';

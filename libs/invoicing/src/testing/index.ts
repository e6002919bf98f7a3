/** Test helpers of the invoicing module ('@store/invoicing/testing'): tax documents as issued. */
export * from './tax-documents';

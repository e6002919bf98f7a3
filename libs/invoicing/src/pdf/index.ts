export { renderTaxDocumentPdf } from './tax-document-pdf';
export { computerGenerated, documentTitle, pdfTitle, stateTaxLabel } from './tax-document-texts';

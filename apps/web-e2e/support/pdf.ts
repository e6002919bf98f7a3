import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** The invoicing tests' reader: pdf-parse in a plain Node process (pdf.js cannot load inside Jest). */
const PDF_TO_TEXT = path.resolve(__dirname, '../../../libs/invoicing/test/support/pdf-to-text.cjs');

/** A downloaded PDF's text, every run of white space as one space. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const read = spawnSync(process.execPath, [PDF_TO_TEXT], { input: pdf, encoding: 'utf8' });
  if (read.status !== 0) throw new Error(`could not read the PDF: ${read.stderr}`);
  return (JSON.parse(read.stdout) as { text: string }).text.replace(/\s+/g, ' ');
}

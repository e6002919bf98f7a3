import { spawn } from 'node:child_process';
import path from 'node:path';

export interface PdfReadBack {
  /** The text with every run of white space (line breaks, gaps between cells) as one space. */
  text: string;
  pages: number;
  /** The PDF's Title metadata. */
  title: string | null;
}

/** A PDF read back as text with pdf-parse, in a child Node process (see pdf-to-text.cjs for why). */
export function readPdf(pdf: Buffer): Promise<PdfReadBack> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(__dirname, 'pdf-to-text.cjs')], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`pdf-to-text.cjs exited ${code}: ${Buffer.concat(err).toString()}`));
      const read = JSON.parse(Buffer.concat(out).toString()) as PdfReadBack;
      resolve({ ...read, text: read.text.replace(/\s+/g, ' ') });
    });
    child.stdin.end(pdf);
  });
}

// Reads a PDF from stdin and prints { text, pages, title } as JSON. It runs in plain Node, not in
// Jest: pdf.js (inside pdf-parse) loads its worker with a dynamic import(), which Jest's module
// sandbox refuses without --experimental-vm-modules.
const { PDFParse } = require('pdf-parse');

const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', async () => {
  const parser = new PDFParse({ data: Buffer.concat(chunks) });
  try {
    const text = await parser.getText();
    const info = await parser.getInfo();
    process.stdout.write(JSON.stringify({ text: text.text, pages: text.total, title: info.info?.Title ?? null }));
  } catch (error) {
    // The message alone: a stack trace through pdf.js prints its minified source.
    process.stderr.write(`${error?.message ?? error}\n`);
    process.exitCode = 1;
  } finally {
    await parser.destroy();
  }
});

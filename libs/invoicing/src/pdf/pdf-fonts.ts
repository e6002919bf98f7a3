import { readFileSync } from 'node:fs';
import path from 'node:path';

/** DejaVu Sans (npm dejavu-fonts-ttf): it has the ₹ sign, and needs no font installed on the machine. */
export const FONT = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' } as const;

let fonts: Record<keyof typeof FONT, Buffer> | undefined;

/**
 * The font files, read once. Resolved through the package, not a path relative to this file, so
 * the same code finds them from src under Jest and from the built dist.
 */
export function fontFiles(): Record<keyof typeof FONT, Buffer> {
  if (!fonts) {
    const folder = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    fonts = {
      regular: readFileSync(path.join(folder, `${FONT.regular}.ttf`)),
      bold: readFileSync(path.join(folder, `${FONT.bold}.ttf`)),
    };
  }
  return fonts;
}

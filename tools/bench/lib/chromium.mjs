// Debian's chromium for the browser benches, with the flags /work/shared/TOOLCHAIN.md settles on
// (no sandbox, GPU, QUIC or background traffic that would add noise to the figures).
import { spawnSync } from 'node:child_process';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** "Chromium 1xx.x.x.x built on Debian ..." for the benches' headers, or the path when it will not say. */
export function chromeVersion() {
  const result = spawnSync(CHROME_PATH, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : CHROME_PATH;
}

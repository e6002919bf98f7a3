import net from 'node:net';
import path from 'node:path';

/** The built server the process tests start (npm run build or npm test builds it). */
export const mainJs = path.resolve(__dirname, '../../dist/main.js');

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** Polls `check` every 100 ms until it holds; throws after `seconds`. */
export const until = async (what: string, check: () => Promise<boolean> | boolean, seconds = 30) => {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
};

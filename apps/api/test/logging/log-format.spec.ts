import { createLogger, logFormatFor, LogOutput } from '../../src/app/logger';
import { NestPinoLogger } from '../../src/app/nest-logger';

/**
 * Issue #40, a readable npm start: one readable line per event on a terminal, JSON lines in
 * production and whenever the output is not a terminal; personal data redacted in both.
 */
const ANSI = /\x1b\[[0-9;]*m/g; // eslint-disable-line no-control-regex -- pino-pretty's colours

function captured(isTTY: boolean) {
  const lines: string[] = [];
  const output: LogOutput = {
    isTTY,
    write: (text: string) => lines.push(...text.replace(ANSI, '').split('\n').filter(Boolean)),
  };
  return { output, lines };
}

const config = (NODE_ENV: 'development' | 'test' | 'production', LOG_LEVEL: 'info' | 'debug' = 'info') =>
  ({ NODE_ENV, LOG_LEVEL, ROLE: 'all' }) as const;

const parses = (line: string) => {
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
};

describe('the log format', () => {
  it('is one readable line per event on a terminal outside production', () => {
    expect(logFormatFor('development', { isTTY: true })).toBe('pretty');
    expect(logFormatFor('test', { isTTY: true })).toBe('pretty');
  });

  it('is JSON when the output is not a terminal (CI logs, store logs, tests that parse them)', () => {
    expect(logFormatFor('development', { isTTY: false })).toBe('json');
    expect(logFormatFor('development', {})).toBe('json');
  });

  it('is JSON in production, even on a terminal', () => {
    expect(logFormatFor('production', { isTTY: true })).toBe('json');
  });
});

describe('createLogger', () => {
  it('writes one readable line per event on a terminal, its fields on the same line and secrets redacted', () => {
    const { output, lines } = captured(true);
    const logger = createLogger(config('development'), output);
    logger.info({ email: 'a@b.in', password: 'Secret@123', body: { token: 't0k3n' } }, 'signed in');
    logger.warn({ req: { method: 'GET', path: '/api/nope' }, res: { status: 404 } }, 'request completed');

    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: signed in \{.*"email":"a@b\.in"/);
    expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] WARN: request completed \{.*"status":404/);
    expect(lines.some(parses)).toBe(false);
    expect(lines.join('\n')).not.toMatch(/Secret@123|t0k3n/);
    expect(lines[0]).toContain('[Redacted]');
    // The role and service are said once at start, not on every line.
    expect(lines[0]).not.toMatch(/"role"|"service"/);
  });

  it('writes JSON lines when the output is not a terminal, secrets redacted', () => {
    const { output, lines } = captured(false);
    createLogger(config('development'), output).info({ password: 'Secret@123', user: { token: 't0k3n' } }, 'signed in');

    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({
      level: 30,
      role: 'all',
      service: 'store',
      msg: 'signed in',
      password: '[Redacted]',
      user: { token: '[Redacted]' },
    });
  });

  it('writes JSON lines in production even on a terminal', () => {
    const { output, lines } = captured(true);
    createLogger(config('production'), output).info('store is serving');
    expect(JSON.parse(lines[0])).toMatchObject({ msg: 'store is serving' });
  });
});

describe("Nest's start-up listing", () => {
  const startUp: [string, string][] = [
    ['Starting Nest application...', 'NestFactory'],
    ['AppModule dependencies initialized', 'InstanceLoader'],
    ['ProductsController {/api/products}:', 'RoutesResolver'],
    ['Mapped {/api/products, GET} route', 'RouterExplorer'],
    ['Nest application successfully started', 'NestApplication'],
  ];

  it('writes no route-mapping or module lines at the info level', () => {
    const { output, lines } = captured(false);
    const nest = new NestPinoLogger(createLogger(config('development'), output));
    for (const [message, context] of startUp) nest.log(message, context);
    nest.warn('a warning of its own', 'Scanner');
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['a warning of its own']);
  });

  it('keeps them at LOG_LEVEL=debug', () => {
    const { output, lines } = captured(false);
    const nest = new NestPinoLogger(createLogger(config('development', 'debug'), output));
    for (const [message, context] of startUp) nest.log(message, context);
    expect(lines.map((line) => JSON.parse(line))).toEqual(
      startUp.map(([msg, context]) => expect.objectContaining({ level: 20, msg, context })),
    );
  });
});

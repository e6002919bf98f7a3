import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';

type Level = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

/**
 * Nest's start-up chatter: a line per module, one per controller and one per route (about 150),
 * then "Nest application successfully started". The store says once that it is serving, with its
 * URL and role (main.ts); these stay available at LOG_LEVEL=debug.
 */
const START_UP_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
]);

/**
 * Nest's own messages (its exception handler, warnings) as pino lines on the process logger, with
 * Nest's context (the last argument) as `context`; its start-up listing at debug level.
 */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  verbose(message: unknown, ...rest: unknown[]) {
    this.write('trace', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]) {
    this.write('debug', message, rest);
  }
  log(message: unknown, ...rest: unknown[]) {
    this.write(START_UP_CONTEXTS.has(rest[rest.length - 1] as string) ? 'debug' : 'info', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]) {
    this.write('warn', message, rest);
  }
  error(message: unknown, ...rest: unknown[]) {
    this.write('error', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]) {
    this.write('fatal', message, rest);
  }

  private write(level: Level, message: unknown, rest: unknown[]) {
    if (!this.logger.isLevelEnabled(level)) return;
    const fields: Record<string, unknown> = rest.length ? { context: rest[rest.length - 1] } : {};
    const extra = rest.slice(0, -1);
    // Nest's exception handlers pass (message, stack, context).
    if (level === 'error' && typeof message === 'string' && typeof extra[0] === 'string' && /\n\s*at /.test(extra[0])) {
      const err = new Error(message);
      err.stack = extra[0];
      this.logger.error({ ...fields, err });
    } else if (message instanceof Error) this.logger[level]({ ...fields, err: message }, message.message);
    else if (typeof message === 'object' && message !== null) this.logger[level]({ ...fields, ...message });
    else this.logger[level](fields, String(message));
  }
}

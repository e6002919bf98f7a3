import pino, { Logger } from 'pino';
import { AppConfig } from '@store/platform';

/** The process logger: JSON lines on stdout, tagged with the process role. */
export function createLogger(config: Pick<AppConfig, 'LOG_LEVEL' | 'ROLE'>): Logger {
  return pino({
    level: config.LOG_LEVEL,
    base: { service: 'store', role: config.ROLE },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: ['req.headers.authorization', 'password', '*.password', 'token', '*.token'],
  });
}

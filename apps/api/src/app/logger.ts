import pino, { DestinationStream, Logger } from 'pino';
import { prettyFactory } from 'pino-pretty';
import { AppConfig } from '@store/platform';

/** Where the log goes: process.stdout, or a test's stand-in (isTTY when it is a terminal). */
export interface LogOutput {
  isTTY?: boolean;
  write(text: string): unknown;
}

export type LogFormat = 'pretty' | 'json';

/**
 * One readable line per event for a person at a terminal; JSON lines for machines: in production
 * (a log collector reads them, whatever the process is attached to) and whenever the output is
 * not a terminal (CI logs, the browser tests' store logs, `npm start > file`, tests that parse
 * the lines).
 */
export function logFormatFor(nodeEnv: AppConfig['NODE_ENV'], output: Pick<LogOutput, 'isTTY'>): LogFormat {
  return nodeEnv !== 'production' && output.isTTY === true ? 'pretty' : 'json';
}

/**
 * Fields every line carries that a person at the terminal does not need on each line: the role
 * is named once by the "store is serving"/"store process started" line.
 */
const HIDDEN_ON_TERMINAL = 'pid,hostname,service,role';

/**
 * pino-pretty's formatter called synchronously (its stream form formats on a later tick, which
 * loses the last lines before process.exit). Extra fields stay on the message's line.
 */
function prettyLines(output: LogOutput): DestinationStream {
  const prettify = prettyFactory({ singleLine: true, translateTime: 'SYS:HH:MM:ss.l', ignore: HIDDEN_ON_TERMINAL });
  return { write: (line: string) => void output.write(prettify(line)) };
}

/**
 * The process logger, tagged with the process role; personal data and secrets are redacted
 * before a line is written, in either format.
 */
export function createLogger(
  config: Pick<AppConfig, 'LOG_LEVEL' | 'ROLE' | 'NODE_ENV'>,
  output: LogOutput = process.stdout,
): Logger {
  const options = {
    level: config.LOG_LEVEL,
    base: { service: 'store', role: config.ROLE },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: ['req.headers.authorization', 'password', '*.password', 'token', '*.token'],
  };
  if (logFormatFor(config.NODE_ENV, output) === 'pretty') return pino(options, prettyLines(output));
  // pino's own synchronous stdout writer; a test's stand-in gets the same JSON lines.
  return output === process.stdout ? pino(options) : pino(options, output as DestinationStream);
}

import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

// Secrets never reach the log: bearer tokens, cookies, and any password or code in a body.
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'password',
  'newPassword',
  'confirmPassword',
  'token',
  '*.password',
  '*.newPassword',
  '*.confirmPassword',
  '*.token',
];

function prettyPrinterAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * An address as the log may show it: the first letter of the mailbox and the domain
 * (a***@example.com), enough to tell mails apart without keeping who they went to.
 */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}

const EMAIL_ADDRESS = /[^\s<>"'@,;:()]+@[^\s<>"'@,;:()]+/g;

/** A text (an SMTP server's error, say) with every address in it masked. */
export function maskEmailsIn(text: string): string {
  return text.replace(EMAIL_ADDRESS, (address) => maskEmail(address));
}

/** Where log lines go instead of stdout (tests read them): pino's destination stream. */
export interface LogStream {
  write(line: string): void;
}

export function loggerOptions(config: Config, stream?: LogStream): FastifyServerOptions['logger'] {
  const pretty = !stream && config.nodeEnv === 'development' && prettyPrinterAvailable();
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(stream && { stream }),
    ...(pretty && {
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
      },
    }),
  };
}

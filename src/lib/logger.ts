import { config } from '@/config/config';
import type { LogLevel } from '@/config/env';
import { redact, redactText } from './redact';

export type LogMethod = 'debug' | 'info' | 'warn' | 'error';

export interface Logger {
  debug(message: string, ...details: unknown[]): void;
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

/** Where log lines go; `console` by default. */
export type LogSink = Record<LogMethod, (...parts: unknown[]) => void>;

export interface LoggerOptions {
  readonly level: LogLevel;
  readonly sink?: LogSink;
}

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** A leveled logger; every message and detail goes through redaction first (no tokens in logs). */
export function createLogger({ level, sink = console }: LoggerOptions): Logger {
  const write =
    (method: LogMethod) =>
    (message: string, ...details: unknown[]) => {
      if (rank[method] < rank[level]) return;
      sink[method](`[portal] ${redactText(message)}`, ...details.map(redact));
    };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

export const logger: Logger = createLogger({ level: config.logLevel });

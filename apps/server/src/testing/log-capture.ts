/**
 * A logger built as the server builds its own (lib/logger.ts) whose lines are kept in memory, so tests read
 * exactly what an operator's log would show.
 */
import type { Logger } from 'pino';
import { createLogger } from '../lib/logger.js';

export interface CapturedLog {
  logger: Logger;
  /** Every line as written, JSON text. */
  lines: string[];
}

/** Trace level by default, so every line any part writes is seen. */
export function captureLog(level: 'trace' | 'debug' | 'info' = 'trace'): CapturedLog {
  const lines: string[] = [];
  const logger = createLogger(level, {
    write(line: string) {
      lines.push(line);
    },
  });
  return { logger, lines };
}

import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { createLogger } from '../logger.ts';

export interface CapturedLog {
  /** The app's own logger (with its redaction) writing into memory. */
  logger: FastifyBaseLogger;
  /** Every line written so far. */
  text(): string;
  clear(): void;
}

/** The production logger, writing to memory instead of stdout, so a test can read what was logged. */
export function captureLog(level = 'info'): CapturedLog {
  let lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return {
    logger: createLogger(level, sink),
    text: () => lines.join(''),
    clear: () => {
      lines = [];
    },
  };
}

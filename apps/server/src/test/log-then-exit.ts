import { createLogger } from '../logger.ts';

/**
 * A process that logs `lines` lines through the server's logger and ends at once after the last,
 * the way a fatal error ends the server: by `process.exit(1)` (`exit`) or by an uncaught exception
 * (`throw`). Far more than a pipe holds, so most lines are still buffered when it ends. The last
 * line is an error, as the server's own fatal paths write: pino's `fatal` would flush by itself.
 */
const [mode, count] = process.argv.slice(2);
const logger = createLogger('info');
const lines = Number(count);
for (let line = 1; line <= lines; line += 1) logger.info({ line }, 'a line before the end');
logger.error({ line: lines + 1 }, 'the last line');
if (mode === 'throw') throw new Error('fatal');
process.exit(1);

import type { FastifyInstance } from 'fastify';
import { type Clock, systemClock } from '../clock.ts';

/**
 * A server on a clock of its own (CLOCK_START, the tests) dates its replies by that clock, not the
 * machine's: the browser reads the server's time from `Date` to count an SMS code's minutes, so the
 * header must agree with the send times in the replies. On the system clock Node's own header is it.
 */
export function registerReplyDate(app: FastifyInstance, clock: Clock): void {
  if (clock === systemClock) return;
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('date', clock.now().toUTCString());
    done(null, payload);
  });
}

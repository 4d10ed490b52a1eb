import { Socket } from 'node:net';
import { MAX_UPLOAD_TOTAL_BYTES } from '@mijn/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What a client refused before its body was read may still send: at most a whole upload's bytes,
 * for at most a few seconds from the refusal. Past either, the connection is cut, so draining costs
 * no more than an honest upload and a client that never stops sending cannot hold it.
 */
export const DRAIN_LIMITS = { bytes: MAX_UPLOAD_TOTAL_BYTES, ms: 5_000 };

/**
 * Refused before the whole body arrived (413, a bad file): the parser stopped reading, so the
 * connection cannot carry another request. The reply says `Connection: close`, and the connection
 * closes the way RFC 9112 §9.6 tells a server to: the write side ends once the answer is out, what
 * the client still sends is read and dropped until its body has ended (or it hangs up, or the limits
 * are spent), then the socket goes.
 *
 * Node ends a `Connection: close` reply with `socket.destroySoon()`, which destroys the socket,
 * read side included, as soon as the answer is flushed. A client still sending gets a reset, often
 * before it has read the answer (Node's fetch: `EPIPE` instead of the 400). That one call is
 * replaced on this socket by ending the write side alone.
 */
export function closeAfterDraining(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('connection', 'close');
  const body = request.raw;
  const socket = body.socket;
  // app.inject's request comes without a connection: there is nothing to drain or close.
  if (!(socket instanceof Socket)) return;
  let answered = false;
  let hungUp = false;
  let drained = 0;
  const close = () => {
    clearTimeout(cutOff);
    socket.destroy();
  };
  const closeOnceDone = () => {
    if (answered && (body.complete || hungUp)) close();
  };
  const cutOff = setTimeout(close, DRAIN_LIMITS.ms).unref();
  socket.once('close', () => clearTimeout(cutOff));
  socket.once('end', () => {
    hungUp = true;
    closeOnceDone();
  });
  socket.destroySoon = () => {
    socket.end(() => {
      answered = true;
      closeOnceDone();
    });
  };
  body.unpipe();
  body.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMITS.bytes) close();
  });
  body.once('end', closeOnceDone);
  body.resume();
}

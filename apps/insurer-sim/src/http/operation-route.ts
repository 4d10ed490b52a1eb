import {
  type CallOptions,
  IdempotencyKey,
  idempotencyKeyOf,
  inputOfQueryString,
  insurerHeaders,
  isOpenOperation,
  isRefusal,
  type LocatedOperation,
  pathOf,
  problemOf,
  refusalProblem,
} from '@mijn/insurer';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { sendProblem } from './problems.ts';

/** One function of the port, as the declarations name it. */
export type PortCall = (input: unknown, options: CallOptions & { key?: string }) => Promise<unknown>;

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function rawInput(operation: LocatedOperation, request: FastifyRequest): { input: unknown } | null {
  if (operation.kind === 'command') return { input: request.body };
  try {
    return { input: inputOfQueryString((request.query as { input?: string }).input) };
  } catch {
    return null;
  }
}

/**
 * A command's key: the header, which for a key the input carries (a claim's reference) must be that
 * reference. Undefined when it is missing or does not name this command.
 */
function keyOf(operation: LocatedOperation, request: FastifyRequest, input: unknown): string | undefined {
  if (operation.kind !== 'command') return undefined;
  const key = z.safeParse(IdempotencyKey, header(request, insurerHeaders.idempotencyKey));
  if (!key.success) return undefined;
  const natural = operation.idempotencyKey === 'minted' ? key.data : idempotencyKeyOf(operation, input, {});
  return natural === key.data ? key.data : undefined;
}

/**
 * Serves one operation from its declaration: the input checked by its schema (400), the key of a
 * command required, the port called with the portal's request id, a refusal answered as its problem.
 */
export function serveOperation(app: FastifyInstance, operation: LocatedOperation, call: PortCall): void {
  app.route({
    method: operation.http.method,
    url: pathOf(operation),
    config: { operation: operation.id, open: isOpenOperation(operation) },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const raw = rawInput(operation, request);
      const parsed = raw ? z.safeParse(operation.input, raw.input) : null;
      if (!parsed?.success) {
        const issues = parsed?.error.issues.map(({ path, message }) => ({
          path: path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
          message,
        })) ?? [{ path: ['input'], message: 'The input parameter is not JSON' }];
        return sendProblem(reply, problemOf('invalid-input', { issues }));
      }
      const key = keyOf(operation, request, parsed.data);
      if (operation.kind === 'command' && key === undefined) {
        return sendProblem(reply, problemOf('idempotency-key-required'));
      }
      const answer = await call(parsed.data, {
        requestId: request.id,
        ...(key === undefined ? {} : { key }),
      });
      if (isRefusal(answer)) return sendProblem(reply, refusalProblem(answer));
      return reply.type('application/json').send(JSON.stringify(answer));
    },
  });
}

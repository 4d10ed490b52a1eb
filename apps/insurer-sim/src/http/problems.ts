import {
  IdempotencyKeyReused,
  InsurerUnavailable,
  type Problem,
  type ProblemKind,
  problemContentType,
  problemOf,
} from '@mijn/insurer';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export function sendProblem(reply: FastifyReply, problem: Problem): FastifyReply {
  return reply.code(problem.status).type(problemContentType).send(JSON.stringify(problem));
}

function kindOf(error: FastifyError): ProblemKind {
  if (error instanceof InsurerUnavailable) return 'unavailable';
  if (error instanceof IdempotencyKeyReused) return 'idempotency-key-reused';
  // Fastify's own: a body that is not JSON, too large, of another type.
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 500 ? 'invalid-input' : 'internal';
}

/** Every failure answers a problem; an unexpected one is logged by its kind, never its message. */
export function answerFailure(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const kind = kindOf(error);
  if (kind === 'internal') request.log.error({ kind: error.name, code: error.code }, 'operation failed');
  const problem = problemOf(kind);
  // A client error of Fastify keeps its status (413, 415); the problem says what kind it is.
  const status = kind === 'invalid-input' ? (error.statusCode ?? problem.status) : problem.status;
  return sendProblem(reply, { ...problem, status });
}

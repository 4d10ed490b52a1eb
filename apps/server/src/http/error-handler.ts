import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './http-error.ts';

const genericServerText = 'Something went wrong on our side. Please try again later.';

function body(statusCode: number, message: string) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

/** "body.username: Too small: expected string to have >=1 characters" (first issue only). */
function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return 'Invalid request';
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const where = [error.validationContext, field].filter(Boolean).join('.');
  return where ? `${where}: ${first.message}` : (first.message ?? 'Invalid request');
}

/**
 * The one error handler: validation -> 400 naming the field; 4xx carry their message; anything else
 * is logged and answered with a generic text. Never a stack trace.
 */
export function errorHandler(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) return reply.code(error.statusCode).send(error.toBody());
  if (hasZodFastifySchemaValidationErrors(error))
    return reply.code(400).send(body(400, validationMessage(error)));
  const statusCode = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (statusCode >= 400 && statusCode < 500) {
    return reply.code(statusCode).send(body(statusCode, error.message));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send(body(500, genericServerText));
}

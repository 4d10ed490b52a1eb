import { STATUS_CODES } from 'node:http';
import { type FieldError, inputPath, serverMessages, validatorKeyOf } from '@mijn/contract';
import { InsurerUnavailable } from '@mijn/insurer';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { HttpError } from './http-error.ts';
import { readerLanguage } from './reader-language.ts';

// zod/mini brings no texts of its own (the contract's schemas are mini, decision 0075): without
// this the details would depend on whether some classic schema had been built first.
z.config(z.locales.en());

const genericServerText = 'Something went wrong on our side. Please try again later.';

function body(statusCode: number, message: string, fields?: FieldError[]) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(fields ? { fields } : {}) };
}

/**
 * A schema failure: `message` reads "body.username: Too small: expected string to have >=1
 * characters" (first issue only), `fields` names every refused input with its validator key.
 */
function validationBody(error: FastifyError) {
  const issues = error.validation ?? [];
  const fields = issues.map((issue) => ({
    path: inputPath(
      error.validationContext ?? '',
      issue.instancePath.split('/').filter((part) => part !== ''),
    ),
    key: validatorKeyOf(issue.message),
  }));
  const first = issues[0];
  const where = fields[0]?.path ?? '';
  const message = !first
    ? 'Invalid request'
    : where
      ? `${where}: ${first.message}`
      : (first.message ?? 'Invalid request');
  return body(400, message, fields);
}

/** The SQLSTATE or Node error code of an error or of what caused it. */
function codeOf(error: unknown): string | undefined {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: unknown };
  if (typeof code === 'string') return code;
  return cause && cause !== error ? codeOf(cause) : undefined;
}

/**
 * What is logged of an unexpected error: its kind, code and where it happened, never its message.
 * A database error's message holds the SQL and its parameters (personal data), and a runtime
 * error's message may quote the input.
 */
export function safeSummary(error: unknown) {
  const name = error instanceof Error ? error.name : typeof error;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.name : undefined;
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const frames = stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 8)
    .map((line) => line.trim());
  return { type: name, code: codeOf(error), cause, frames };
}

/**
 * The one error handler: validation -> 400 naming the field; 4xx carry their message; the insurer
 * away -> 503 in the reader's language; anything else is logged and answered with a generic text.
 * Never a stack trace.
 */
export function errorHandler(
  error: FastifyError | HttpError | InsurerUnavailable,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof HttpError) return reply.code(error.statusCode).send(error.toBody());
  if (error instanceof InsurerUnavailable) {
    request.log.warn({ operation: error.operation, cause: safeSummary(error.cause) }, 'insurer unavailable');
    const language = readerLanguage(request.headers['accept-language']);
    return reply.code(503).send(body(503, serverMessages.insurerUnavailable[language]));
  }
  if (hasZodFastifySchemaValidationErrors(error)) return reply.code(400).send(validationBody(error));
  const statusCode = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (statusCode >= 400 && statusCode < 500) {
    return reply.code(statusCode).send(body(statusCode, error.message));
  }
  request.log.error({ failure: safeSummary(error) }, 'request failed');
  return reply.code(500).send(body(500, genericServerText));
}

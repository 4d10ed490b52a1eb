import { z } from 'zod/mini';
import {
  insurerApiVersion,
  isOpenOperation,
  type LocatedOperation,
  type ProblemKind,
  pathOf,
  problemContentType,
  problemKinds,
  problemType,
  refusalStatus,
  refusalType,
} from './http.ts';
import { type Area, latencyBudgets, type PortSchema } from './operation.ts';
import { insurerAreas } from './port.ts';

type Json = Record<string, unknown>;

/** A schema as JSON Schema 2020-12, the dialect of OpenAPI 3.1, without the dialect line. */
function jsonSchema(schema: PortSchema, io: 'input' | 'output'): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io }) as Json;
  return rest;
}

const json = (schema: Json) => ({ 'application/json': { schema } });
const problemResponse = (description: string) => ({
  description,
  content: { [problemContentType]: { schema: { $ref: '#/components/schemas/Problem' } } },
});
const parameter = (name: string) => ({ $ref: `#/components/parameters/${name}` });

/** A query whose input may be empty may leave its `input` parameter out. */
const takesNoFacts = (operation: LocatedOperation) => z.safeParse(operation.input, {}).success;

function retryRule(operation: LocatedOperation): string {
  if (operation.kind === 'query') return 'always';
  return latencyBudgets[operation.latency].retries === 0 ? 'never' : 'with-the-same-key';
}

function refusals(operation: LocatedOperation): Json {
  return Object.fromEntries(
    Object.entries(operation.refusals).map(([code, detail]) => [
      code,
      {
        type: refusalType(code),
        status: refusalStatus(code),
        detail: detail === null ? null : jsonSchema(detail, 'output'),
      },
    ]),
  );
}

function refusalResponses(operation: LocatedOperation): Json {
  const statuses = [...new Set(Object.keys(operation.refusals).map(refusalStatus))];
  return Object.fromEntries(
    statuses.map((status) => [status, problemResponse('A refusal the operation declares (x-mijn-refusals)')]),
  );
}

function openApiOperation(area: Area, operation: LocatedOperation): Json {
  const isCommand = operation.kind === 'command';
  const input = jsonSchema(operation.input, 'input');
  return {
    operationId: operation.id,
    tags: [area.name],
    summary: operation.doc,
    ...(isOpenOperation(operation) ? { security: [] } : {}),
    parameters: [
      ...(isCommand
        ? [parameter('IdempotencyKey')]
        : [{ name: 'input', in: 'query', required: !takesNoFacts(operation), content: json(input) }]),
      parameter('RequestId'),
      parameter('Traceparent'),
      parameter('Tracestate'),
    ],
    ...(isCommand ? { requestBody: { required: true, content: json(input) } } : {}),
    responses: {
      200: { description: 'The answer', content: json(jsonSchema(operation.output, 'output')) },
      400: problemResponse('The input does not match the operation'),
      ...(isOpenOperation(operation) ? {} : { 401: problemResponse('No valid bearer token') }),
      ...refusalResponses(operation),
      ...(isCommand ? { 422: problemResponse('The Idempotency-Key was sent with another input') } : {}),
      503: problemResponse('The insurer cannot answer now; any 5xx and a timeout mean the same'),
    },
    'x-mijn-latency': { class: operation.latency, ...latencyBudgets[operation.latency] },
    'x-mijn-retry': retryRule(operation),
    'x-mijn-when-unavailable': operation.whenUnavailable,
    'x-mijn-refusals': refusals(operation),
    ...(isCommand
      ? {
          'x-mijn-idempotency-key':
            operation.idempotencyKey === 'minted'
              ? 'minted by the portal'
              : operation.idempotencyKey.naturalKey,
        }
      : {}),
  };
}

const components = {
  securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
  parameters: {
    IdempotencyKey: {
      name: 'Idempotency-Key',
      in: 'header',
      required: true,
      description:
        'Names the command across retries; a repeat answers the first answer, another input with the same key is refused (422).',
      schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,128}$' },
    },
    RequestId: {
      name: 'X-Request-Id',
      in: 'header',
      required: false,
      description: "The portal request the call serves, for the insurer's logs.",
      schema: { type: 'string' },
    },
    Traceparent: {
      name: 'traceparent',
      in: 'header',
      required: false,
      description: 'W3C trace context of the portal request.',
      schema: { type: 'string' },
    },
    Tracestate: { name: 'tracestate', in: 'header', required: false, schema: { type: 'string' } },
  },
  schemas: {
    Problem: {
      type: 'object',
      description:
        'RFC 9457. `type` is urn:mijn:insurer:refusal:<code> for a refusal (with `refusal`), else one of the kinds listed.',
      properties: {
        type: {
          type: 'string',
          examples: (Object.keys(problemKinds) as ProblemKind[]).map(problemType),
        },
        title: { type: 'string' },
        status: { type: 'integer' },
        refusal: {
          type: 'object',
          properties: { code: { type: 'string' }, detail: {} },
          required: ['code'],
        },
        issues: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              path: { type: 'array', items: { type: ['string', 'integer'] } },
              message: { type: 'string' },
            },
            required: ['path', 'message'],
          },
        },
      },
      required: ['type', 'title', 'status'],
    },
  },
};

/**
 * The port over HTTP as OpenAPI 3.1, from the declarations: what an insurer implements, with each
 * operation's latency budget, retry rule, refusals and what the portal does when it does not answer.
 */
export function insurerOpenApi(areas: Readonly<Record<string, Area>> = insurerAreas): Json {
  const paths: Record<string, Json> = {};
  for (const area of Object.values(areas)) {
    for (const operation of Object.values(area.operations)) {
      paths[pathOf(operation)] = {
        [operation.http.method.toLowerCase()]: openApiOperation(area, operation),
      };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Mijn insurer API',
      version: insurerApiVersion,
      description:
        'What the Mijn portal asks of the insurer (docs/insurer-port.md). Send X-Request-Id and the trace context on every call.',
    },
    security: [{ bearer: [] }],
    paths,
    components,
  };
}

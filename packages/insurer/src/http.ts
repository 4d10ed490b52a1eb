import { z } from 'zod/mini';
import type {
  CallOptions,
  CommandDeclaration,
  Located,
  OperationDeclaration,
  PortSchema,
} from './operation.ts';
import { Refusal } from './refusal.ts';

/**
 * The port over HTTP, the same on both sides: the simulation's service serves it, the portal's
 * adapter calls it, and an insurer implements it against its real systems (openapi.json). Queries
 * are GETs with their input as JSON in the `input` parameter, commands POSTs with a JSON body;
 * refusals and failures answer RFC 9457 problems (decision 0107).
 */

/** The major version in every path: changes within it only add. */
export const insurerApiPrefix = '/v1';
export const insurerApiVersion = '1.0.0';

/** The bearer token both sides use when INSURER_API_TOKEN is not set: for a laptop, never production. */
export const developmentInsurerApiToken = 'development-only-insurer-api-token';

/** Header names as Node's HTTP stack hands them over: lower case. */
export const insurerHeaders = {
  authorization: 'authorization',
  /** On every command, the same on each attempt (IETF httpapi Idempotency-Key). */
  idempotencyKey: 'idempotency-key',
  /** The portal request the call serves, for the insurer's logs. */
  requestId: 'x-request-id',
  /** W3C trace context of the portal request. */
  traceparent: 'traceparent',
  tracestate: 'tracestate',
} as const;

export type LocatedOperation = OperationDeclaration & Located;

/** The path of an operation under the version prefix: `/v1/addresses/lookup`. */
export const pathOf = (operation: Located): string => `${insurerApiPrefix}${operation.http.path}`;

/** Operations any caller may ask without a token: a load balancer asks whether the insurer answers. */
export const isOpenOperation = (operation: Located): boolean => operation.id.startsWith('health.');

/** The query parameter that carries a query's input. */
export const inputParameter = 'input';

/**
 * A query's input as JSON in one parameter: lossless for what flat parameters cannot say (a
 * customer number of digits stays a string, the viewer stays an object, null stays null).
 */
export const queryStringOf = (input: unknown): string =>
  `${inputParameter}=${encodeURIComponent(JSON.stringify(input))}`;

/** The input of a query's parameter, which an operation without facts may leave out; throws on bad JSON. */
export const inputOfQueryString = (parameter: string | undefined): unknown =>
  parameter === undefined ? {} : JSON.parse(parameter);

/** The key a command is sent with: the portal's minted one, or the reference its input carries. */
export function idempotencyKeyOf(
  operation: CommandDeclaration,
  input: unknown,
  options: CallOptions & { key?: string },
): string | undefined {
  return operation.idempotencyKey === 'minted' ? options.key : operation.idempotencyKey.of(input);
}

export const problemContentType = 'application/problem+json';

const problemUrn = 'urn:mijn:insurer:';

/** What can go wrong besides a refusal, with its status and type (`urn:mijn:insurer:<kind>`). */
export const problemKinds = {
  'invalid-input': { status: 400, title: 'The input does not match the operation' },
  'idempotency-key-required': { status: 400, title: 'A command needs its Idempotency-Key' },
  unauthorized: { status: 401, title: 'A valid bearer token is required' },
  'not-found': { status: 404, title: 'No such operation' },
  'idempotency-key-reused': { status: 422, title: 'The Idempotency-Key was sent with another input' },
  internal: { status: 500, title: 'The insurer failed to answer' },
  unavailable: { status: 503, title: 'The insurer cannot answer now' },
} as const satisfies Record<string, { status: number; title: string }>;

export type ProblemKind = keyof typeof problemKinds;

export const problemType = (kind: ProblemKind): string => `${problemUrn}${kind}`;

/** A refusal's problem type: `urn:mijn:insurer:refusal:<code>`. */
export const refusalType = (code: string): string => `${problemUrn}refusal:${code}`;

/** Where an input did not match, without the value (it may be personal data). */
export const ProblemIssue = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
});

export const Problem = z.looseObject({
  type: z.string(),
  title: z.string(),
  status: z.int(),
  /** A refusal's code and typed detail (RFC 9457's `detail` is free text, so not there). */
  refusal: z.optional(z.object({ code: z.string(), detail: z.optional(z.unknown()) })),
  issues: z.optional(z.array(ProblemIssue)),
});
export type Problem = z.output<typeof Problem>;

export function problemOf(kind: ProblemKind, extra: Pick<Problem, 'issues'> = {}): Problem {
  const { status, title } = problemKinds[kind];
  return { type: problemType(kind), title, status, ...extra };
}

/** `not-in-household` is a 403, as the portal answers it; every other refusal a 409. */
export const refusalStatus = (code: string): 403 | 409 => (code === 'not-in-household' ? 403 : 409);

export function refusalProblem(refusal: Refusal): Problem {
  const { refused: code, detail } = refusal;
  return {
    type: refusalType(code),
    title: `Refused: ${code}`,
    status: refusalStatus(code),
    refusal: detail === undefined ? { code } : { code, detail },
  };
}

/**
 * The port's refusal in a problem, when it is one the operation declares (its detail checked
 * against the declared schema); null for any other problem.
 */
export function refusalOfProblem(operation: OperationDeclaration, problem: Problem): Refusal | null {
  const code = problem.refusal?.code;
  if (code === undefined || !Object.hasOwn(operation.refusals, code)) return null;
  const detailSchema: PortSchema | null | undefined = operation.refusals[code];
  if (!detailSchema) return new Refusal(code, undefined);
  const detail = z.safeParse(detailSchema, problem.refusal?.detail);
  return detail.success ? new Refusal(code, detail.data) : null;
}

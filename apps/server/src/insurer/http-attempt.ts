import {
  IdempotencyKeyReused,
  type LocatedOperation,
  Problem,
  pathOf,
  problemType,
  queryStringOf,
  type Refusal,
  refusalOfProblem,
} from '@mijn/insurer';
import { z } from 'zod/mini';
import { Unanswered } from './resilience.ts';

/**
 * The insurer refused the call itself (400, 401, 404): a fault of the portal or of its settings,
 * never the customer's, so it is no refusal to word and no outage to wait out.
 */
export class InsurerCallRejected extends Error {
  override readonly name = 'InsurerCallRejected';

  constructor(
    readonly operation: string,
    readonly status: number,
    readonly problemType: string | undefined,
  ) {
    super(`The insurer rejected ${operation} with ${status} ${problemType ?? ''}`.trim());
  }
}

/** The insurer answered 200 with something its declaration does not allow: its fault, an outage for the portal. */
export class InsurerAnsweredWrongly extends Error {
  override readonly name = 'InsurerAnsweredWrongly';
}

export interface HttpRequest {
  url: URL;
  init: { method: string; headers: Record<string, string>; body?: string };
}

/** The request of one call, the same for every attempt (a command's key included). */
export function httpRequestOf(
  /** The service's address, ending in a slash, so a path prefix of the deployment stays. */
  base: URL,
  operation: LocatedOperation,
  input: unknown,
  headers: Record<string, string>,
): HttpRequest {
  const url = new URL(pathOf(operation).slice(1), base);
  if (operation.kind === 'query') {
    url.search = queryStringOf(input);
    return { url, init: { method: operation.http.method, headers } };
  }
  return {
    url,
    init: {
      method: operation.http.method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(input),
    },
  };
}

/** 502, 503 and 504 say the insurer is away for a moment; 429 that it asks to be asked later. */
const worthAnotherTry = (status: number) => [429, 502, 503, 504].includes(status);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** What one answer of the insurer means: the output, a declared refusal, or an error to throw. */
function answerOf(operation: LocatedOperation, status: number, text: string): unknown {
  if (status >= 500 || status === 429) throw new Unanswered(worthAnotherTry(status), { status });
  if (status >= 200 && status < 300) {
    const output = z.safeParse(operation.output, parseJson(text));
    if (!output.success)
      throw new InsurerAnsweredWrongly(`${operation.id} answered what it does not declare`);
    return output.data;
  }
  const problem = z.safeParse(Problem, parseJson(text));
  const refusal: Refusal | null = problem.success ? refusalOfProblem(operation, problem.data) : null;
  if (refusal) return refusal;
  if (problem.success && problem.data.type === problemType('idempotency-key-reused')) {
    throw new IdempotencyKeyReused(operation.id);
  }
  throw new InsurerCallRejected(operation.id, status, problem.success ? problem.data.type : undefined);
}

/** One attempt: no connection becomes Unanswered, for the retry and the breaker to count. */
export async function attemptCall(
  operation: LocatedOperation,
  request: HttpRequest,
  signal: AbortSignal,
): Promise<unknown> {
  let status: number;
  let text: string;
  try {
    const response = await fetch(request.url, { ...request.init, signal });
    status = response.status;
    text = await response.text();
  } catch (cause) {
    throw new Unanswered(true, { cause });
  }
  return answerOf(operation, status, text);
}

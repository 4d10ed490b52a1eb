/**
 * A declared "no" of the insurer (the claim looks like one sent before, the person is not in the
 * viewer's household): an answer the portal words for the customer, never an exception. Each
 * operation declares the codes it may answer; an outage is `InsurerUnavailable` instead.
 */
export class Refusal<Code extends string = string, Detail = unknown> {
  constructor(
    readonly refused: Code,
    readonly detail: Detail,
  ) {}
}

export function refuse<Code extends string>(code: Code): Refusal<Code, undefined>;
export function refuse<Code extends string, Detail>(code: Code, detail: Detail): Refusal<Code, Detail>;
export function refuse(code: string, detail?: unknown): Refusal {
  return new Refusal(code, detail);
}

/** Narrows an answer to its refusals; what is left is the operation's output. */
export function isRefusal<A>(answer: A): answer is unknown extends A ? A & Refusal : Extract<A, Refusal> {
  return answer instanceof Refusal;
}

import type { z } from 'zod/mini';
import type { Refusal } from './refusal.ts';

/** A zod schema of the port (zod and zod/mini build the same core type). */
export type PortSchema = z.core.$ZodType;

/**
 * How fast the portal expects an operation to answer. Each class has a budget, and the HTTP adapter
 * keeps to it (attempt timeout, retries, the whole call). The embedded adapter is a function call and
 * has no budget. The whole call stays under 2 s, the promise of issue 35 item 4.
 */
export const latencyBudgets = {
  hot: { insurerP99Ms: 25, attemptTimeoutMs: 400, retries: 2, wholeCallMs: 1500 },
  read: { insurerP99Ms: 150, attemptTimeoutMs: 800, retries: 1, wholeCallMs: 1900 },
  document: { insurerP99Ms: 800, attemptTimeoutMs: 1800, retries: 0, wholeCallMs: 1900 },
  command: { insurerP99Ms: 500, attemptTimeoutMs: 1500, retries: 1, wholeCallMs: 1900 },
  // A long poll in the background: it holds up to 20 s and is tried again until it answers.
  feed: { insurerP99Ms: 20_000, attemptTimeoutMs: 25_000, retries: 'unbounded', wholeCallMs: null },
} as const satisfies Record<string, LatencyBudget>;

export interface LatencyBudget {
  /** The insurer's 99th percentile the portal counts on. */
  insurerP99Ms: number;
  attemptTimeoutMs: number;
  /** Attempts after the first, with the same idempotency key for a command. */
  retries: number | 'unbounded';
  /** The most one call may take, retries included; null for the background feed. */
  wholeCallMs: number | null;
}

export type LatencyClass = keyof typeof latencyBudgets;

/**
 * What the portal does when the insurer does not answer: `503` answers the customer "not available
 * right now"; `defer` accepts the command, keeps it with its idempotency key and hands it over later.
 */
export type WhenUnavailable = '503' | 'defer';

/** Refusal codes, each with the schema of its detail, or null when the code says it all. */
export type RefusalDeclarations = Readonly<Record<string, PortSchema | null>>;

/** A reference the command's input carries, which names it across retries. */
export interface NaturalKey<Input> {
  /** The reference in words, for the documentation ("the claim reference"). */
  naturalKey: string;
  of(input: Input): string;
}

/** Where an idempotency key comes from: minted by the portal (a UUID), or a reference in the input. */
export type IdempotencyKeySource<Input> = 'minted' | NaturalKey<Input>;

interface Declaration<I extends PortSchema, O extends PortSchema, R extends RefusalDeclarations> {
  readonly input: I;
  readonly output: O;
  readonly refusals: R;
  readonly latency: LatencyClass;
  /** One line: what the operation does, in the insurer's terms. */
  readonly doc: string;
}

/** A read: no effect, so any adapter may retry it. */
export interface QueryDeclaration<
  I extends PortSchema = PortSchema,
  O extends PortSchema = PortSchema,
  R extends RefusalDeclarations = RefusalDeclarations,
> extends Declaration<I, O, R> {
  readonly kind: 'query';
  readonly whenUnavailable: '503';
}

/** A change: retried only with the same idempotency key, so the insurer applies it once. */
export interface CommandDeclaration<
  I extends PortSchema = PortSchema,
  O extends PortSchema = PortSchema,
  R extends RefusalDeclarations = RefusalDeclarations,
  K extends IdempotencyKeySource<z.output<I>> = IdempotencyKeySource<z.output<I>>,
  W extends WhenUnavailable = WhenUnavailable,
> extends Declaration<I, O, R> {
  readonly kind: 'command';
  readonly whenUnavailable: W;
  readonly idempotencyKey: K;
}

export type OperationDeclaration = QueryDeclaration | CommandDeclaration;

interface Spec<I extends PortSchema, O extends PortSchema, R extends RefusalDeclarations> {
  input: I;
  output: O;
  refusals?: R;
  doc: string;
}

/** Without refusals: `NoInfer` keeps the area's wider type from being taken for an operation's. */
type NoRefusals = Record<never, null>;

export function query<I extends PortSchema, O extends PortSchema, R extends RefusalDeclarations = NoRefusals>(
  spec: Spec<I, O, R> & { latency: Exclude<LatencyClass, 'command'> },
): QueryDeclaration<I, O, NoInfer<R>> {
  return { kind: 'query', whenUnavailable: '503', ...spec, refusals: spec.refusals ?? ({} as R) };
}

interface CommandSpec<
  I extends PortSchema,
  O extends PortSchema,
  R extends RefusalDeclarations,
  W extends WhenUnavailable,
> extends Spec<I, O, R> {
  latency: 'command' | 'document';
  whenUnavailable: W;
}

export function command<
  I extends PortSchema,
  O extends PortSchema,
  W extends WhenUnavailable,
  R extends RefusalDeclarations = NoRefusals,
>(
  spec: CommandSpec<I, O, R, W> & { idempotencyKey: 'minted' },
): CommandDeclaration<I, O, NoInfer<R>, 'minted', W>;
export function command<
  I extends PortSchema,
  O extends PortSchema,
  W extends WhenUnavailable,
  R extends RefusalDeclarations = NoRefusals,
>(
  spec: CommandSpec<I, O, R, W> & { idempotencyKey: NaturalKey<z.output<I>> },
): CommandDeclaration<I, O, NoInfer<R>, NaturalKey<z.output<I>>, W>;
export function command(
  spec: CommandSpec<PortSchema, PortSchema, RefusalDeclarations, WhenUnavailable> & {
    idempotencyKey: IdempotencyKeySource<unknown>;
  },
): CommandDeclaration {
  return { kind: 'command', ...spec, refusals: spec.refusals ?? {} };
}

/** The HTTP route an operation gets from its area and name: queries GET, commands POST. */
export interface HttpRoute {
  method: 'GET' | 'POST';
  /** Under the adapter's version prefix (/v1). */
  path: `/${string}`;
}

/** Where an operation sits in the port, added by `area()`. */
export interface Located {
  /** `area.operation`, as the documentation, logs and errors name it. */
  readonly id: string;
  readonly http: HttpRoute;
}

export interface Area<
  Name extends string = string,
  Operations extends Record<string, OperationDeclaration> = Record<string, OperationDeclaration>,
> {
  readonly name: Name;
  /** What the area covers, for the documentation. */
  readonly doc: string;
  readonly operations: { readonly [K in keyof Operations]: Operations[K] & Located };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function located(areaName: string, name: string, declaration: OperationDeclaration): Located {
  return {
    id: `${areaName}.${name}`,
    http: {
      method: declaration.kind === 'query' ? 'GET' : 'POST',
      path: `/${kebab(areaName)}/${kebab(name)}`,
    },
  };
}

/** The operations of one area of the insurer, each given its id and HTTP route. */
export function area<Name extends string, Operations extends Record<string, OperationDeclaration>>(
  name: Name,
  doc: string,
  operations: Operations,
): Area<Name, Operations> {
  const entries = Object.entries(operations).map(([operation, declaration]) => [
    operation,
    { ...declaration, ...located(name, operation, declaration) },
  ]);
  // Object.fromEntries forgets the keys; they are the declared ones, each with its declaration.
  return { name, doc, operations: Object.fromEntries(entries) as Area<Name, Operations>['operations'] };
}

/** Per call: what the portal passes along besides the input. */
export interface CallOptions {
  /** The portal's request id, for the insurer's logs. */
  requestId?: string;
  /** Ends the call when the portal no longer waits for it. */
  signal?: AbortSignal;
}

type RefusalOf<R extends RefusalDeclarations> = {
  [Code in keyof R & string]: Refusal<Code, R[Code] extends PortSchema ? z.output<R[Code]> : undefined>;
}[keyof R & string];

/** What an operation answers: its output, or one of its declared refusals. */
export type Answer<D extends OperationDeclaration> = z.output<D['output']> | RefusalOf<D['refusals']>;

/** An operation as the portal calls it. A minted key is the caller's to give, the same on every retry. */
export type PortFunction<D extends OperationDeclaration> = D extends CommandDeclaration
  ? D['idempotencyKey'] extends 'minted'
    ? (input: z.output<D['input']>, options: CallOptions & { key: string }) => Promise<Answer<D>>
    : (input: z.output<D['input']>, options?: CallOptions) => Promise<Answer<D>>
  : (input: z.output<D['input']>, options?: CallOptions) => Promise<Answer<D>>;

/** The functions of one area, as an adapter implements them. */
export type AreaPort<A extends Area> = {
  readonly [K in keyof A['operations']]: PortFunction<A['operations'][K]>;
};

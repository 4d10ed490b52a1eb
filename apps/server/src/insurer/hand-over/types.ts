import type { Answer, Area, InsurerAreas, OperationDeclaration } from '@mijn/insurer';
import type { z } from 'zod/mini';

export type Areas = Readonly<Record<string, Area>>;

/** The commands of an area the portal may keep while the insurer is away (`whenUnavailable: 'defer'`). */
export type Deferrable<A extends Area> = {
  [K in keyof A['operations']]: A['operations'][K] extends { whenUnavailable: 'defer' } ? K : never;
}[keyof A['operations']] &
  string;

// Not an intersection with OperationDeclaration: that would widen the refusal codes to any string.
type Declaration<
  As extends Areas,
  N extends keyof As,
  O extends keyof As[N]['operations'],
> = As[N]['operations'][O] extends infer D extends OperationDeclaration ? D : never;

export type InputOf<As extends Areas, N extends keyof As, O extends keyof As[N]['operations']> = z.output<
  Declaration<As, N, O>['input']
>;

/** What sending a command came to: the insurer's answer, or kept to hand over when it is back. */
export type Handed<D extends OperationDeclaration> =
  | { status: 'answered'; answer: Answer<D> }
  | { status: 'kept'; key: string };

/** A command kept for its owner, which the owner's screens show as received. */
export interface KeptCommand<Input> {
  key: string;
  input: Input;
  keptAt: Date;
}

/**
 * The portal's side of a command that may wait (decision 0108): sent at once, and when the insurer
 * does not answer, kept durably and handed over later with the same idempotency key.
 */
export interface HandOver<As extends Areas = InsurerAreas> {
  send<N extends keyof As & string, O extends Deferrable<As[N]>>(
    area: N,
    operation: O,
    input: InputOf<As, N, O>,
    options: { owner: string; key?: string },
  ): Promise<Handed<Declaration<As, N, O>>>;
  /** The owner's commands of this operation that the insurer has not answered yet, oldest first. */
  kept<N extends keyof As & string, O extends Deferrable<As[N]>>(
    area: N,
    operation: O,
    owner: string,
  ): Promise<KeptCommand<InputOf<As, N, O>>[]>;
}

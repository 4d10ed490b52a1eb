import { randomUUID } from 'node:crypto';
import { type CommandDeclaration, InsurerUnavailable, idempotencyKeyOf, type Located } from '@mijn/insurer';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { keepCommand, keptFor } from './kept-rows.ts';
import type { Areas, HandOver } from './types.ts';

export type CommandCall = (input: unknown, options: { key: string }) => Promise<unknown>;

export interface HandOverDeps<As extends Areas> {
  db: Db;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
  areas: As;
  /** The port as composed (embedded or over HTTP), its functions found by area and operation. */
  port: { readonly [N in keyof As]: object };
  /** Told when a command was kept: the hand-over loop then looks at once for when it is due. */
  onKept?: () => void;
}

export function commandOf<As extends Areas>(deps: HandOverDeps<As>, area: string, operation: string) {
  const declaration = deps.areas[area]?.operations[operation];
  if (declaration?.kind !== 'command' || declaration.whenUnavailable !== 'defer') {
    throw new Error(`${area}.${operation} is not a command the portal may keep`);
  }
  const call = (deps.port[area] as Record<string, CommandCall>)[operation];
  if (!call) throw new Error(`the port has no ${area}.${operation}`);
  return { declaration: declaration as CommandDeclaration & Located, call };
}

/**
 * Sends a command at once; when the insurer does not answer, keeps it with the key it was sent with
 * and answers `kept`, for the portal to show it as received (issue 35 part 4, decision 0108).
 */
export function createHandOver<As extends Areas>(deps: HandOverDeps<As>): HandOver<As> {
  return {
    async send(area, operation, input, options) {
      const { declaration, call } = commandOf(deps, area, operation);
      const key = idempotencyKeyOf(declaration, input, { key: options.key ?? randomUUID() });
      if (key === undefined) throw new Error(`${declaration.id} gave no idempotency key`);
      try {
        const answer = await call(input, { key });
        return { status: 'answered', answer } as Awaited<ReturnType<HandOver<As>['send']>>;
      } catch (error) {
        if (!(error instanceof InsurerUnavailable)) throw error;
        const command = { operation: declaration.id, key, owner: options.owner, input };
        await keepCommand(deps.db, command, deps.clock.now());
        deps.onKept?.();
        deps.log.warn({ operation: declaration.id }, 'the insurer did not answer: command kept to hand over');
        return { status: 'kept', key };
      }
    },
    async kept(area, operation, owner) {
      const { declaration } = commandOf(deps, area, operation);
      const rows = await keptFor(deps.db, declaration.id, owner);
      return rows.map((row) => ({ key: row.idempotencyKey, input: row.input as never, keptAt: row.keptAt }));
    },
  };
}

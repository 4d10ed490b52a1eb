import { contract, type EndpointResponse } from '@mijn/contract';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { DECLARATION_LISTS_CHANGED_CHANNEL } from '../../db/declaration-lists-changed.ts';
import { createNoticedCache } from '../../db/noticed-cache.ts';
import { type JsonText, jsonText } from '../../http/json-text.ts';
import { declarationsOfYear } from './declarations-list.ts';

/**
 * Users whose lists are kept: a household's year is a few KiB of JSON, so at most some tens of MB.
 */
const KEPT_USERS = 10_000;

type ListReply = JsonText<EndpointResponse<typeof contract.declaration.getDeclarations>>;
type ListQuery = { year: number; customerNumber?: string | undefined };

/**
 * The declarations list (spec §7 GetDeclarations) kept as its serialized reply per user, day and
 * question, until a change to anything the reply shows or the visibility rule reads is noticed
 * (decision 0076): triggers on declarations, customers, policies and agreements (migration 0032) name
 * every user whose lists it may alter. `at-once`, as the open sessions: a change committed on any
 * instance counts before the next answer. A refusal (403) is never kept; it is asked again.
 */
export async function createKeptDeclarationLists(ctx: Pick<AppContext, 'insurer' | 'notices'>) {
  const kept = await createNoticedCache<{ day: string; replies: Map<string, ListReply> }>(ctx.notices, {
    channel: DECLARATION_LISTS_CHANGED_CHANNEL,
    maxEntries: KEPT_USERS,
    freshness: 'at-once',
  });

  async function repliesOf(user: string, day: string): Promise<Map<string, ListReply>> {
    const none = async () => ({ day, replies: new Map<string, ListReply>() });
    const known = await kept.get(user, none);
    if (known?.day === day) return known.replies;
    // Kept from another day: the privacy age of 16 is reached on a day.
    kept.forget([user]);
    return (await kept.get(user, none))?.replies ?? new Map();
  }

  return async function keptDeclarationsOfYear(
    auth: AccessAuth,
    today: string,
    query: ListQuery,
  ): Promise<ListReply> {
    // A change noticed while this reply is read forgets the map it goes into, not only the reply.
    const replies = await repliesOf(auth.user.customerNumber, today);
    const question = `${auth.user.role} ${query.customerNumber ?? ''} ${query.year}`;
    const known = replies.get(question);
    if (known) return known;
    const reply = jsonText(
      contract.declaration.getDeclarations.response,
      await declarationsOfYear(ctx, auth, today, query),
    );
    replies.set(question, reply);
    return reply;
  };
}

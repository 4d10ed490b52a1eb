import type { DatabaseNotices } from './notices.ts';

export interface NoticedCacheOptions {
  channel: string;
  maxEntries: number;
  /**
   * 'at-once': a kept value is answered only once the notices have caught up with the moment of
   * asking (a round trip, shared by the requests waiting), so a change committed anywhere counts
   * before the next answer. 'as-heard': a kept value is answered until its notice arrives, a few
   * milliseconds after the commit on another instance; for data no request's safety depends on.
   */
  freshness: 'at-once' | 'as-heard';
}

/**
 * Values read from the database, kept in memory until a notice on `channel` names their key (the
 * notice's payload; an empty payload names every key) or notices may have been missed; while
 * notices could be missed, every read goes to the database. Only what `read` found is kept; the oldest key is dropped past `maxEntries`.
 */
export async function createNoticedCache<V>(
  notices: DatabaseNotices,
  { channel, maxEntries, freshness }: NoticedCacheOptions,
) {
  // 'as-heard' answers a kept value without waiting on anything: not even a resolved promise.
  const asHeard = freshness === 'as-heard';
  const values = new Map<string, V>();
  // Counts forgettings, so that a value read before a notice arrived is not kept after it.
  let forgotten = 0;
  const forget = (keys: readonly string[]) => {
    forgotten++;
    for (const key of keys) values.delete(key);
  };
  const forgetAll = () => {
    forgotten++;
    values.clear();
  };
  // A notice without a key (a change to more keys than are worth naming) forgets every key.
  await notices.listen(channel, {
    notice: (key) => (key === '' ? forgetAll() : forget([key])),
    gap: forgetAll,
  });

  return {
    async get(key: string, read: () => Promise<V | undefined>): Promise<V | undefined> {
      if (notices.live && values.has(key) && (asHeard || (await notices.caughtUp()))) {
        const known = values.get(key);
        if (known !== undefined) return known;
      }
      const before = forgotten;
      const value = await read();
      if (value !== undefined && notices.live && forgotten === before) {
        if (values.size >= maxEntries) values.delete(values.keys().next().value as string);
        values.set(key, value);
      }
      return value;
    },

    /** Keys this instance changed itself: forgotten at once, not when its own notice comes back. */
    forget,
  };
}

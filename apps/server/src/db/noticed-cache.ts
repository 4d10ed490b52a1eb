import type { DatabaseNotices } from './notices.ts';

/**
 * Values read from the database, kept in memory until a notice on `channel` names their key (the
 * notice's payload) or notices may have been missed. A kept value is answered once the notices have
 * caught up with the moment of asking; while notices could be missed, every read goes to the
 * database. Only what `read` found is kept; the oldest key is dropped past `maxEntries`.
 */
export async function createNoticedCache<V>(notices: DatabaseNotices, channel: string, maxEntries: number) {
  const values = new Map<string, V>();
  // Counts forgettings, so that a value read before a notice arrived is not kept after it.
  let forgotten = 0;
  const forget = (keys: readonly string[]) => {
    forgotten++;
    for (const key of keys) values.delete(key);
  };
  await notices.listen(channel, {
    notice: (key) => forget([key]),
    gap() {
      forgotten++;
      values.clear();
    },
  });

  return {
    async get(key: string, read: () => Promise<V | undefined>): Promise<V | undefined> {
      if (notices.live && values.has(key) && (await notices.caughtUp())) {
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

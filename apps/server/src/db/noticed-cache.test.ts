import { describe, expect, it } from 'vitest';
import { createNoticedCache, type NoticedCacheOptions } from './noticed-cache.ts';
import type { DatabaseNotices, NoticeListener } from './notices.ts';

/** Notices whose catching up the test decides: `caughtUp` answers what `catchesUp` says, and is counted. */
function stubNotices() {
  let listener: NoticeListener | undefined;
  const stub = {
    catchUps: 0,
    catchesUp: true,
    notices: {
      live: true,
      async listen(_channel: string, heard: NoticeListener) {
        listener = heard;
      },
      async caughtUp() {
        stub.catchUps++;
        return stub.catchesUp;
      },
      async close() {},
    } satisfies DatabaseNotices,
    notice: (key: string) => listener?.notice(key),
  };
  return stub;
}

async function cacheWith(freshness: NoticedCacheOptions['freshness']) {
  const stub = stubNotices();
  const cache = await createNoticedCache<string>(stub.notices, {
    channel: 'test',
    maxEntries: 10,
    freshness,
  });
  let reads = 0;
  let stored = 'first';
  const get = () =>
    cache.get('key', async () => {
      reads++;
      return stored;
    });
  return {
    stub,
    get,
    reads: () => reads,
    store: (value: string) => {
      stored = value;
    },
  };
}

describe('createNoticedCache', () => {
  it('at-once: answers a kept value only after the notices caught up, else from the database', async () => {
    const cache = await cacheWith('at-once');
    expect(await cache.get()).toBe('first');
    expect(await cache.get()).toBe('first');
    expect(cache.reads()).toBe(1);
    expect(cache.stub.catchUps).toBe(1);

    cache.store('second');
    cache.stub.catchesUp = false;
    expect(await cache.get()).toBe('second');
    expect(cache.reads()).toBe(2);
  });

  it('as-heard: answers a kept value without a catch-up, until its notice arrives', async () => {
    const cache = await cacheWith('as-heard');
    expect(await cache.get()).toBe('first');
    cache.store('second');
    expect(await cache.get()).toBe('first');
    expect(cache.stub.catchUps).toBe(0);

    cache.stub.notice('key');
    expect(await cache.get()).toBe('second');
    expect(cache.reads()).toBe(2);
  });
});

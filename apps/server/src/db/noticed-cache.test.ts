import { describe, expect, it } from 'vitest';
import { createNoticedCache, type NoticedCacheOptions } from './noticed-cache.ts';
import type { DatabaseNotices, NoticeListener } from './notices.ts';

/** Notices whose catching up the test decides: `caughtUp` answers `state.catchesUp`, and is counted. */
function stubNotices() {
  const state = { catchUps: 0, catchesUp: true };
  let listener: NoticeListener | undefined;
  const notices: DatabaseNotices = {
    live: true,
    async listen(_channel, heard) {
      listener = heard;
    },
    async caughtUp() {
      state.catchUps++;
      return state.catchesUp;
    },
    async close() {},
  };
  return { state, notices, notice: (key: string) => listener?.notice(key) };
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
    expect(cache.stub.state.catchUps).toBe(1);

    cache.store('second');
    cache.stub.state.catchesUp = false;
    expect(await cache.get()).toBe('second');
    expect(cache.reads()).toBe(2);
  });

  it('as-heard: answers a kept value without a catch-up, until its notice arrives', async () => {
    const cache = await cacheWith('as-heard');
    expect(await cache.get()).toBe('first');
    cache.store('second');
    expect(await cache.get()).toBe('first');
    expect(cache.stub.state.catchUps).toBe(0);

    cache.stub.notice('key');
    expect(await cache.get()).toBe('second');
    expect(cache.reads()).toBe(2);
  });
});

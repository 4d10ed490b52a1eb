import { readabilityScores } from '@mijn/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { readabilityPool } from './readability-pool.ts';
import { scoreReadability } from './score-readability.ts';
import { bombPdf } from './testing/sample-pdfs.ts';
import { boxBlur, drawTextPage, encodePng } from './testing/sample-scans.ts';

const { unreadable, readable } = readabilityScores;
const MB = 1024 * 1024;
const pool = readabilityPool({ size: 2 });
afterAll(() => pool.close());

const file = (fileName: string, bytes: Buffer) => ({
  fileName,
  extension: fileName.split('.').pop() ?? '',
  bytes,
});
/** Within the decoded-bytes budget, but pdf.js needs seconds for each of its 100 pages. */
const slowPdf = () => file('traag.pdf', bombPdf({ pages: 100, inflatedBytes: 2 * 1024 * 1024 }));
/** One page pdf.js needs many seconds for, and would then call readable (lettering in outlines). */
const heavyPagePdf = () => file('zwaar.pdf', bombPdf({ pages: 1, inflatedBytes: 8 * 1024 * 1024 }));
const sharpPng = () => file('nota.png', encodePng(drawTextPage(600, 800)));
const timed = async <T>(work: Promise<T>) => {
  const started = performance.now();
  const value = await work;
  return { value, ms: performance.now() - started };
};

describe('readabilityPool', () => {
  it('scores on worker threads exactly as the analysis does in process', async () => {
    const files = [
      sharpPng(),
      file('blurred.png', encodePng(boxBlur(drawTextPage(600, 800), 6))),
      file('garbage.png', Buffer.from('not an image at all')),
    ];
    const scores = await Promise.all(files.map((input) => pool.score(input)));
    expect(scores).toEqual(await Promise.all(files.map((input) => scoreReadability(input))));
    expect(scores[0]).toBe(readable);
    expect(scores[2]).toBe(unreadable);
  });

  it('ends a file past the time limit as unreadable, and scores the next one on a fresh worker', async () => {
    const limited = readabilityPool({ size: 1, timeLimitMs: 1_000 });
    try {
      const slow = await timed(limited.score(heavyPagePdf()));
      expect(slow.value).toBe(unreadable);
      // The limit plus starting a worker thread on a busy machine.
      expect(slow.ms).toBeLessThan(15_000);
      expect(await limited.score(sharpPng())).toBe(readable);
    } finally {
      await limited.close();
    }
  });

  it('abandons a file whose caller has gone, freeing its worker for the next file', async () => {
    const single = readabilityPool({ size: 1, timeLimitMs: 120_000 });
    try {
      const caller = new AbortController();
      const abandoned = single.score(slowPdf(), { signal: caller.signal });
      const next = single.score(sharpPng());
      caller.abort();
      expect(await abandoned).toBe(unreadable);
      const { value, ms } = await timed(next);
      expect(value).toBe(readable);
      expect(ms).toBeLessThan(8_000);
    } finally {
      await single.close();
    }
  });

  it('lets go of what hostile files made its worker hold: unreadable, nothing read, the memory returns', async () => {
    // Nothing to draw, only bytes to unpack: within the decoded-bytes budget (pdf.js unpacks them
    // all) and past it (the budget check unpacks until it is spent).
    const within = () => bombPdf({ pages: 1, inflatedBytes: 200 * MB, fill: '\0' });
    const past = bombPdf({ pages: 1, inflatedBytes: 300 * MB, fill: '\0' });
    const bombs = [within(), past];
    const text = within();
    const single = readabilityPool({ size: 1 });
    try {
      expect(await single.score(sharpPng())).toBe(readable);
      const before = process.memoryUsage().rss;
      for (const bomb of bombs) expect(await single.score(file('leeg.pdf', bomb))).toBe(unreadable);
      expect(await single.pdfText(text)).toBe('');
      expect(await single.score(sharpPng())).toBe(readable);
      // 590 MB more were kept before (decision 0085); a fresh worker's own start is far less.
      expect((process.memoryUsage().rss - before) / MB).toBeLessThan(150);
    } finally {
      await single.close();
    }
  }, 180_000);

  it('gives one owner one worker at a time, so another owner is answered promptly', async () => {
    const shared = readabilityPool({ size: 2, timeLimitMs: 120_000 });
    try {
      const attacker = new AbortController();
      const options = { signal: attacker.signal, owner: 'attacker' };
      const bombs = [shared.score(slowPdf(), options), shared.score(slowPdf(), options)];
      const { value, ms } = await timed(shared.score(sharpPng(), { owner: 'customer' }));
      expect(value).toBe(readable);
      expect(ms).toBeLessThan(8_000);
      attacker.abort();
      expect(await Promise.all(bombs)).toEqual([unreadable, unreadable]);
    } finally {
      await shared.close();
    }
  });
});

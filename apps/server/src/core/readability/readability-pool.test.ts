import { readabilityScores } from '@mijn/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { readabilityPool } from './readability-pool.ts';
import { scoreReadability } from './score-readability.ts';
import { boxBlur, drawTextPage, encodePng } from './testing/sample-scans.ts';

const pool = readabilityPool({ size: 2 });
afterAll(() => pool.close());

describe('readabilityPool', () => {
  it('scores on worker threads exactly as the analysis does in process', async () => {
    const sharp = encodePng(drawTextPage(600, 800));
    const blurred = encodePng(boxBlur(drawTextPage(600, 800), 6));
    const files = [
      { fileName: 'sharp.png', extension: 'png', bytes: sharp },
      { fileName: 'blurred.png', extension: 'png', bytes: blurred },
      { fileName: 'garbage.png', extension: 'png', bytes: Buffer.from('not an image at all') },
    ];
    const scores = await Promise.all(files.map((file) => pool.score(file)));
    expect(scores).toEqual(await Promise.all(files.map((file) => scoreReadability(file))));
    expect(scores[0]).toBe(readabilityScores.readable);
    expect(scores[2]).toBe(readabilityScores.unreadable);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { noteServerDate, onBrowserClock } from './index.ts';

const browserNow = Date.parse('2026-12-05T10:00:00.400Z');
const sentAt = Date.parse('2026-12-05T10:00:00.000Z');

describe('the server clock as the browser sees it', () => {
  afterEach(() => noteServerDate('Sat, 05 Dec 2026 10:00:00 GMT', browserNow));

  it('reads a server instant as it is when both clocks agree to the second', () => {
    noteServerDate('Sat, 05 Dec 2026 10:00:00 GMT', browserNow);
    expect(onBrowserClock(sentAt)).toBe(sentAt);
    noteServerDate('Sat, 05 Dec 2026 10:00:01 GMT', browserNow);
    expect(onBrowserClock(sentAt)).toBe(sentAt);
  });

  it('moves a server instant by how far the browser is behind or ahead', () => {
    // The device's clock is five days behind the server's.
    noteServerDate('Thu, 10 Dec 2026 10:00:00 GMT', browserNow);
    expect(onBrowserClock(Date.parse('2026-12-10T10:00:00.000Z'))).toBe(browserNow);
    // Ten minutes ahead.
    noteServerDate('Sat, 05 Dec 2026 09:50:00 GMT', browserNow);
    expect(onBrowserClock(Date.parse('2026-12-05T09:50:00.000Z'))).toBe(browserNow);
  });

  it('keeps what it knew when a reply has no date', () => {
    noteServerDate('Thu, 10 Dec 2026 10:00:00 GMT', browserNow);
    noteServerDate(null, browserNow);
    noteServerDate('not a date', browserNow);
    expect(onBrowserClock(Date.parse('2026-12-10T10:00:00.000Z'))).toBe(browserNow);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkReleaseTag } from './version-check.ts';

function cookieValue(): string | null {
  const match = /(?:^|;\s*)mijn_version=([^;]*)/.exec(document.cookie);
  return match ? decodeURIComponent(match[1] ?? '') : null;
}

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: resetting the test browser's cookie.
  document.cookie = 'mijn_version=; Path=/; Max-Age=0';
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('checkReleaseTag (spec §4 version cookie)', () => {
  it('only sets the cookie on a first visit', () => {
    const reload = vi.fn();
    expect(checkReleaseTag('2026.05.1', { reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(cookieValue()).toBe('2026.05.1');
  });

  it('does nothing when the tag is the stored one', () => {
    const reload = vi.fn();
    checkReleaseTag('2026.05.1', { reload });
    expect(checkReleaseTag('2026.05.1', { reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('renews the cookie and reloads once when the tag differs', () => {
    const reload = vi.fn();
    checkReleaseTag('2026.05.1', { reload });
    expect(checkReleaseTag('2026.06.1', { reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(cookieValue()).toBe('2026.06.1');
    // The reloaded page sees the new tag stored.
    expect(checkReleaseTag('2026.06.1', { reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the cookie for 30 days', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor?.set?.call(document, value);
    });
    checkReleaseTag('2026.05.1', { reload: vi.fn() });
    expect(written).toEqual([expect.stringContaining('Max-Age=2592000')]);
    expect(written[0]).toContain('SameSite=Strict');
  });

  it('does not reload again for the same tag in this tab, even if the cookie was lost', () => {
    const reload = vi.fn();
    checkReleaseTag('1', { reload });
    checkReleaseTag('2', { reload });
    // biome-ignore lint/suspicious/noDocumentCookie: the browser dropped the cookie.
    document.cookie = 'mijn_version=1; Path=/';
    expect(checkReleaseTag('2', { reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the cookie cannot be written (no loop)', () => {
    const reload = vi.fn();
    checkReleaseTag('1', { reload });
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => undefined);
    expect(checkReleaseTag('2', { reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAppNavigation, networkFirstPage } from './navigation.ts';

const shell = new Response('<html>shell</html>');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('pages', () => {
  it('are the app routes a navigation asks for, not the API or files the server answers', () => {
    const navigate = (path: string) =>
      isAppNavigation({ mode: 'navigate' } as Request, new URL(path, self.location.origin));
    expect(navigate('/')).toBe(true);
    expect(navigate('/zorgpas-ehic')).toBe(true);
    expect(navigate('/api/InsuranceCard/Download')).toBe(false);
    expect(navigate('/config.json')).toBe(false);
    expect(isAppNavigation({ mode: 'cors' } as Request, new URL('/', self.location.origin))).toBe(false);
  });

  it('come from the network whenever it answers, never from the cache', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>fresh</html>')),
    );
    const cachedShell = vi.fn(async () => shell);
    const page = await networkFirstPage(new Request('http://localhost/'), cachedShell);
    expect(await page.text()).toBe('<html>fresh</html>');
    expect(cachedShell).not.toHaveBeenCalled();
  });

  it('fall back to the precached shell without a network, and fail only when that is missing too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const page = await networkFirstPage(new Request('http://localhost/zorgpas-ehic'), async () => shell);
    expect(await page.text()).toBe('<html>shell</html>');
    await expect(networkFirstPage(new Request('http://localhost/'), async () => undefined)).rejects.toThrow(
      'Failed to fetch',
    );
  });
});

import { contract } from '@mijn/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { menuFixture, testConfig } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { setConfig } from '../config/index.ts';
import { ApiRequestError } from '../errors/index.ts';
import { contentUrl, fetchContent } from './content-client.ts';

describe('content client', () => {
  it('reads content from its own base URL with the release tag as cache-refresh parameter', async () => {
    setConfig(testConfig({ contentBaseUrl: 'https://content.example/', releaseTag: 'v2026.5.1' }));
    let requested: string | undefined;
    let authorization: string | null = 'unset';
    server.use(
      http.get('https://content.example/frontend-content/menu/menu.json', ({ request }) => {
        requested = request.url;
        authorization = request.headers.get('authorization');
        return HttpResponse.json(menuFixture);
      }),
    );
    const menu = await fetchContent(contract.content.menu);
    expect(menu.groups.map((group) => group.name)).toEqual(['my-policy', 'my-payments']);
    expect(requested).toBe('https://content.example/frontend-content/menu/menu.json?v=v2026.5.1');
    expect(authorization).toBeNull();
  });

  it('uses the page origin when no content base is configured', () => {
    setConfig(testConfig({ contentBaseUrl: '', releaseTag: 'r1' }));
    expect(contentUrl(contract.content.menu).href).toBe(
      `${window.location.origin}/frontend-content/menu/menu.json?v=r1`,
    );
  });

  it('throws an ApiRequestError with the status when the file cannot be read', async () => {
    server.use(http.get('*/frontend-content/menu/menu.json', () => new HttpResponse(null, { status: 404 })));
    await expect(fetchContent(contract.content.menu)).rejects.toMatchObject({ status: 404 });
    await expect(fetchContent(contract.content.menu)).rejects.toBeInstanceOf(ApiRequestError);
  });

  it('rejects a file that does not match the contract', async () => {
    server.use(http.get('*/frontend-content/menu/menu.json', () => HttpResponse.json({ groups: 'none' })));
    await expect(fetchContent(contract.content.menu)).rejects.toThrow();
  });
});

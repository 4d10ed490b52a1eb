import { contract } from '@mijn/contract';
import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../test/msw-server.ts';
import { logout, restoreSession } from '../session/index.ts';
import { makeAccessToken } from '../session/test-tokens.ts';
import { storeToken } from '../session/token-storage.ts';
import {
  contractMutation,
  contractQuery,
  contractQueryKey,
  endpointKey,
  NotPermittedError,
} from './index.ts';

const documentsUrl = '*/api/Document/GetDocumentList';
const offersUrl = '*/api/MemberOffer/:type';
const tipUrl = '*/api/MemberOffer/Tip';
const tip = { companyName: 'Fietsenmaker', suggestion: 'Goede service en snel', mayContact: false };

function logIn(permissions: string[]): void {
  storeToken(makeAccessToken({ permissions: permissions as never }), 3600);
  restoreSession();
}

/** Every request msw sees, as 'METHOD /path'. */
function recordRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

afterEach(() => {
  server.events.removeAllListeners();
  logout();
});

describe('contractQueryKey', () => {
  it('is the served method and path followed by the input', () => {
    expect(contractQueryKey(contract.memberOffer.list, { params: { type: 'sport' } })).toEqual([
      'GET',
      '/api/MemberOffer/{type}',
      { params: { type: 'sport' } },
    ]);
    expect(contractQueryKey(contract.document.getDocumentList)).toEqual([
      'GET',
      '/api/Document/GetDocumentList',
      {},
    ]);
  });

  it('starts with the endpoint key, so that key reaches every input of the endpoint', () => {
    const key = contractQueryKey(contract.policy.getPolicyInfoForYear, { query: { year: 2026 } });
    expect(key.slice(0, 2)).toEqual([...endpointKey(contract.policy.getPolicyInfoForYear)]);
  });

  it('differs between endpoints and between inputs', () => {
    const sport = contractQueryKey(contract.memberOffer.list, { params: { type: 'sport' } });
    const travel = contractQueryKey(contract.memberOffer.list, { params: { type: 'travel' } });
    expect(sport).not.toEqual(travel);
    expect(endpointKey(contract.memberOffer.list)).not.toEqual(endpointKey(contract.memberOffer.tip));
  });
});

describe('contractQuery permission gating', () => {
  it('fetches an endpoint the session allows', async () => {
    logIn(['login', 'r-msg']);
    const seen = recordRequests();
    server.use(http.get(documentsUrl, () => HttpResponse.json([])));
    const client = newClient();
    await expect(client.fetchQuery(contractQuery(contract.document.getDocumentList))).resolves.toEqual([]);
    expect(seen).toEqual(['GET /api/Document/GetDocumentList']);
  });

  it('keeps a reply without a body (204) as null, which a cache can hold', async () => {
    logIn(['login', 'r-com-doc']);
    server.use(
      http.get('*/api/Document/GetGenericDocumentList', () => new HttpResponse(null, { status: 204 })),
    );
    const client = newClient();
    const documents = contractQuery(contract.document.getGenericDocumentList, { query: { year: 2026 } });
    await expect(client.fetchQuery(documents)).resolves.toBeNull();
  });

  it('never sends a call the session does not allow, not even on refetch', async () => {
    logIn(['login', 'r-mem-off']);
    const seen = recordRequests();
    server.use(
      http.get(documentsUrl, () => HttpResponse.json([])),
      http.get(offersUrl, () => HttpResponse.json([])),
    );
    const client = newClient();
    const forbidden = new QueryObserver(client, contractQuery(contract.document.getDocumentList));
    const allowed = new QueryObserver(
      client,
      contractQuery(contract.memberOffer.list, { params: { type: 'all' } }),
    );
    const unsubscribe = [forbidden.subscribe(() => {}), allowed.subscribe(() => {})];

    // The allowed query has been answered, so the forbidden one had every chance to go out.
    await expect.poll(() => allowed.getCurrentResult().isSuccess).toBe(true);
    expect(forbidden.getCurrentResult().fetchStatus).toBe('idle');
    const refetched = await forbidden.refetch();
    expect(refetched.error).toBeInstanceOf(NotPermittedError);
    expect(seen).toEqual(['GET /api/MemberOffer/all']);
    for (const stop of unsubscribe) stop();
  });

  it('stays idle without a session, and while the screen does not want it', () => {
    const seen = recordRequests();
    const client = newClient();
    const anonymous = new QueryObserver(client, contractQuery(contract.document.getDocumentList));
    const stopAnonymous = anonymous.subscribe(() => {});
    expect(anonymous.getCurrentResult().fetchStatus).toBe('idle');
    stopAnonymous();

    logIn(['login', 'r-mem-off']);
    const unwanted = new QueryObserver(
      client,
      contractQuery(contract.memberOffer.list, { params: { type: 'all' } }, { enabled: false }),
    );
    const stopUnwanted = unwanted.subscribe(() => {});
    expect(unwanted.getCurrentResult().fetchStatus).toBe('idle');
    expect(seen).toEqual([]);
    stopUnwanted();
  });
});

describe('contractMutation', () => {
  it('does not send a mutation the session does not allow', async () => {
    logIn(['login', 'r-mem-off']);
    const seen = recordRequests();
    server.use(http.post(tipUrl, () => HttpResponse.json({ tipId: 't1' })));
    const observer = new MutationObserver(newClient(), contractMutation(contract.memberOffer.tip));
    await expect(observer.mutate({ body: tip })).rejects.toBeInstanceOf(NotPermittedError);
    expect(seen).toEqual([]);
  });

  it('invalidates only the endpoints it names, whatever their input', async () => {
    logIn(['login', 'r-mem-off', 'c-mem-off-tip', 'r-msg']);
    server.use(
      http.post(tipUrl, () => HttpResponse.json({ tipId: 't1' })),
      http.get(offersUrl, () => HttpResponse.json([])),
      http.get(documentsUrl, () => HttpResponse.json([])),
    );
    const client = newClient();
    const sport = contractQuery(contract.memberOffer.list, { params: { type: 'sport' } });
    const travel = contractQuery(contract.memberOffer.list, { params: { type: 'travel' } });
    const documents = contractQuery(contract.document.getDocumentList);
    await Promise.all([client.fetchQuery(sport), client.fetchQuery(travel), client.fetchQuery(documents)]);

    const observer = new MutationObserver(
      client,
      contractMutation(contract.memberOffer.tip, { invalidates: [contract.memberOffer.list] }),
    );
    await expect(observer.mutate({ body: tip })).resolves.toEqual({ tipId: 't1' });

    expect(client.getQueryState(sport.queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(travel.queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(documents.queryKey)?.isInvalidated).toBe(false);
  });

  it('sends what its input mapper makes of the variables', async () => {
    logIn(['login', 'c-mem-off-tip']);
    let sent: unknown = null;
    server.use(
      http.post(tipUrl, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ tipId: 't2' });
      }),
    );
    const observer = new MutationObserver(
      newClient(),
      contractMutation(contract.memberOffer.tip, {
        input: (companyName: string) => ({ body: { ...tip, companyName } }),
      }),
    );
    await observer.mutate('Bakkerij');
    expect(sent).toEqual({ ...tip, companyName: 'Bakkerij' });
  });
});

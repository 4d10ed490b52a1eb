import type { BankOption, CreateIdinSessionReply, IdinLoginReply, IdinReturnReply } from '@mijn/contract';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, customers, loginEvents } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const HOST = 'localhost:8201';
const BASE = `http://${HOST}`;

let t: TestApp;
let bsnOf: (firstName: string) => Promise<string>;
beforeAll(async () => {
  t = await createTestApp();
  bsnOf = async (firstName) => {
    const [row] = await t.db
      .select({ bsn: customers.bsn })
      .from(customers)
      .where(eq(customers.firstName, firstName));
    return row?.bsn ?? '';
  };
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { host: HOST }, payload });

async function createSession(flow: 0 | 1) {
  const reply = await post('/api/Idin/create-session', {
    iDINFlow: flow,
    bankIssuer: 'INGBNL2A',
    clientBaseUrl: BASE,
  });
  expect(reply.statusCode).toBe(200);
  return reply.json<CreateIdinSessionReply>();
}

/** The browser at the simulated bank: opens the page, picks an identity and presses a button. */
async function atTheBank(redirectUrl: string, bsn: string, action: 'approve' | 'cancel' | 'expire') {
  const page = await t.app.inject({ method: 'GET', url: redirectUrl, headers: { host: HOST } });
  expect(page.statusCode).toBe(200);
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(page.body)?.[1] ?? '';
  const decided = await t.app.inject({
    method: 'POST',
    url: '/api/dev/idin-bank/authorize',
    headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      redirect_uri: field('redirect_uri').replaceAll('&amp;', '&'),
      state: field('state'),
      nonce: field('nonce'),
      code_challenge: field('code_challenge'),
      bsn,
      action,
    }).toString(),
  });
  expect(decided.statusCode).toBe(303);
  return new URL(decided.headers.location as string);
}

/** The web's callback/iDin page hands the bank's answer to GET Idin. */
async function backFromBank(callback: URL) {
  const query = new URLSearchParams(callback.searchParams);
  query.set('callbackUrl', `${callback.origin}${callback.pathname}`);
  return t.app.inject({ method: 'GET', url: `/api/Idin?${query}`, headers: { host: HOST } });
}

async function throughTheBank(flow: 0 | 1, firstName: string) {
  const session = await createSession(flow);
  const back = await backFromBank(await atTheBank(session.redirectUrl, await bsnOf(firstName), 'approve'));
  expect(back.statusCode).toBe(200);
  return { session, next: back.json<IdinReturnReply>() };
}

const process = (
  kind: 'authentication' | 'identification',
  sessionId: string,
  clientCode: string,
  screenLanguage = 'nl-NL',
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/Idin/process-${kind}`,
    headers: { host: HOST, 'accept-language': screenLanguage },
    payload: { sessionId, clientCode },
  });

describe('iDIN through the simulated bank', () => {
  it('lists the banks', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/idin/bank-options' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json<BankOption[]>()).toContainEqual({ issuerId: 'INGBNL2A', issuerName: 'ING' });
  });

  it('creates a session with a client code, its lifetime and the bank URL', async () => {
    const session = await createSession(1);
    expect(session.clientCode).toMatch(/^[\w-]{43}$/);
    expect(session.sessionLifetime).toBe(600);
    expect(session.redirectUrl).toMatch(/^\/api\/dev\/idin-bank\/authorize\?bank=INGBNL2A&redirect_uri=/);
  });

  it('shows the bank page without script, with the demo identities and a form that returns to the portal only', async () => {
    const { redirectUrl } = await createSession(1);
    const page = await t.app.inject({ method: 'GET', url: redirectUrl, headers: { host: HOST } });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('Gesimuleerde bank: ING');
    expect(page.body).toContain(`BSN ${await bsnOf('Lisa')}`);
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${BASE}`);
    expect(page.headers['content-security-policy']).toContain("base-uri 'none'");
    const forged = await t.app.inject({
      method: 'GET',
      url: redirectUrl.replace(
        encodeURIComponent(`${BASE}/callback/iDin`),
        encodeURIComponent('https://evil.example/x'),
      ),
    });
    expect(forged.statusCode).toBe(400);
  });

  it('shows the bank page and takes its form only from this machine: it lists names and BSNs', async () => {
    const { redirectUrl } = await createSession(1);
    const remoteAddress = '192.168.1.20';
    const page = await t.app.inject({
      method: 'GET',
      url: redirectUrl,
      headers: { host: HOST },
      remoteAddress,
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain(await bsnOf('Lisa'));
    const decided = await t.app.inject({
      method: 'POST',
      url: '/api/dev/idin-bank/authorize',
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'bsn=123456782&action=approve',
      remoteAddress,
    });
    expect(decided.statusCode).toBe(404);
    const local = await t.app.inject({ method: 'GET', url: redirectUrl, headers: { host: HOST } });
    expect(local.statusCode).toBe(200);
  });

  it('flow 1 for a customer without iDIN says "Register account not found" (go to idin-register)', async () => {
    const { session, next } = await throughTheBank(1, 'Jan');
    expect(next).toMatchObject({ iDINFlow: 1, callbackPage: 'iDin-authenticatie' });
    expect(next.callbackPath).toBe(`/callback/iDin-authenticatie?sessionId=${next.sessionId}`);
    const reply = await process('authentication', next.sessionId, session.clientCode);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('Register account not found');
  });

  it('flow 0 links iDIN to the account and logs in; then flow 1 logs in and is recorded', async () => {
    const { session, next } = await throughTheBank(0, 'Jan');
    expect(next.callbackPage).toBe('iDin-register');
    const registered = await process('identification', next.sessionId, session.clientCode);
    expect(registered.statusCode).toBe(200);
    expect(registered.json<IdinLoginReply>().username).toBe('jan.devries');
    const [jan] = await t.db.select().from(accounts).where(eq(accounts.username, 'jan.devries'));
    expect(jan?.idinActivatedOn).not.toBeNull();

    const login = await throughTheBank(1, 'Jan');
    const reply = await process('authentication', login.next.sessionId, login.session.clientCode);
    expect(reply.statusCode).toBe(200);
    const { accessToken } = reply.json<IdinLoginReply>();
    expect(decodeJwt(accessToken)).toMatchObject({ aud: 'mijn-portal', firstName: 'Jan' });
    const events = await t.db
      .select()
      .from(loginEvents)
      .where(and(eq(loginEvents.accountId, jan?.accountId ?? ''), eq(loginEvents.method, 'idin')));
    expect(events.map((event) => event.outcome)).toEqual(expect.arrayContaining(['registered', 'success']));

    const again = await throughTheBank(0, 'Jan');
    const twice = await process('identification', again.next.sessionId, again.session.clientCode);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('BSN already registered');
  });

  it("remembers the login screen's language on the account, for its letters and messages", async () => {
    const login = await throughTheBank(1, 'Jan');
    const english = await process('authentication', login.next.sessionId, login.session.clientCode, 'en-US');
    expect(english.statusCode).toBe(200);
    const languageOf = async () =>
      (await t.db.select().from(accounts).where(eq(accounts.username, 'jan.devries')))[0]?.language;
    expect(await languageOf()).toBe('en');
    const again = await throughTheBank(1, 'Jan');
    await process('authentication', again.next.sessionId, again.session.clientCode, 'nl-NL');
    expect(await languageOf()).toBe('nl');
  });

  it('flow 0 creates an account for a customer who has none', async () => {
    const { session, next } = await throughTheBank(0, 'Sophie');
    const reply = await process('identification', next.sessionId, session.clientCode);
    expect(reply.statusCode).toBe(200);
    expect(reply.json<IdinLoginReply>().username).toMatch(/^idin-\d{8}$/);
  });

  it('says "Login not active" (should activate) for a linked account that is not active', async () => {
    await t.db
      .update(accounts)
      .set({ idinActivatedOn: '2025-01-01', loginActive: false })
      .where(eq(accounts.username, 'eva.smit'));
    const { session, next } = await throughTheBank(1, 'Eva');
    const reply = await process('authentication', next.sessionId, session.clientCode);
    expect(reply.json().message).toBe('Login not active');
  });

  it('uses a session once and only with its own client code', async () => {
    await t.db
      .update(accounts)
      .set({ idinActivatedOn: '2025-01-01' })
      .where(eq(accounts.username, 'mark.peters'));
    const { session, next } = await throughTheBank(1, 'Mark');
    expect((await process('authentication', next.sessionId, '')).json().message).toBe('Missing client code');
    expect((await process('authentication', next.sessionId, 'someone-elses-code')).json().message).toBe(
      'iDIN session mismatch',
    );
    expect((await process('identification', next.sessionId, session.clientCode)).json().message).toBe(
      'iDIN session mismatch',
    );
    expect((await process('authentication', next.sessionId, session.clientCode)).statusCode).toBe(200);
    expect((await process('authentication', next.sessionId, session.clientCode)).json().message).toBe(
      'iDIN session mismatch',
    );
  });

  it('a cancel at the bank goes to the abort page, where process-error says cancelled', async () => {
    const session = await createSession(1);
    const back = await backFromBank(await atTheBank(session.redirectUrl, await bsnOf('Jan'), 'cancel'));
    const next = back.json<IdinReturnReply>();
    expect(next.callbackPage).toBe('iDin-abort');
    const reply = await post('/api/Idin/process-error', { sessionId: next.sessionId });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('iDIN session cancelled');
  });

  it('a session left to expire at the bank goes to the error page, where process-error says expired', async () => {
    const session = await createSession(0);
    const back = await backFromBank(await atTheBank(session.redirectUrl, await bsnOf('Jan'), 'expire'));
    const next = back.json<IdinReturnReply>();
    expect(next.callbackPage).toBe('iDin-error');
    expect((await post('/api/Idin/process-error', { sessionId: next.sessionId })).json().message).toBe(
      'iDIN session expired',
    );
  });

  it('a session that outlives its 10 minutes is expired, whatever the bank says', async () => {
    const session = await createSession(1);
    const callback = await atTheBank(session.redirectUrl, await bsnOf('Jan'), 'approve');
    t.clock.advance(601_000);
    const next = (await backFromBank(callback)).json<IdinReturnReply>();
    expect(next.callbackPage).toBe('iDin-error');
    expect((await process('authentication', next.sessionId, session.clientCode)).json().message).toBe(
      'iDIN session expired',
    );
  });

  it('an unknown session or state is a general failure or a mismatch', async () => {
    expect((await post('/api/Idin/process-error', { sessionId: 'nope' })).json().message).toBe(
      'iDIN authentication failed',
    );
    const reply = await t.app.inject({ method: 'GET', url: '/api/Idin?code=x&state=unknown' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('iDIN session mismatch');
  });

  it('answers 422 when the bank answer does not check out', async () => {
    const session = await createSession(1);
    const callback = await atTheBank(session.redirectUrl, await bsnOf('Jan'), 'approve');
    callback.searchParams.set('code', 'tampered');
    const reply = await backFromBank(callback);
    expect(reply.statusCode).toBe(422);
    expect(reply.json().message).toBe('iDIN response could not be processed');
  });

  it('refuses a client base URL on another host and an unknown bank', async () => {
    const other = await post('/api/Idin/create-session', {
      iDINFlow: 1,
      bankIssuer: 'INGBNL2A',
      clientBaseUrl: 'https://evil.example',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('Unknown client base url');
    const bank = await post('/api/Idin/create-session', {
      iDINFlow: 1,
      bankIssuer: 'NOPE',
      clientBaseUrl: BASE,
    });
    expect(bank.json().message).toBe('iDIN authentication failed');
  });
});

describe('iDIN in production without a broker', () => {
  it('has no simulated bank and answers 422 "iDIN is not available"', async () => {
    const production = await createTestApp({ config: { environment: 'production' } });
    try {
      const reply = await production.app.inject({
        method: 'POST',
        url: '/api/Idin/create-session',
        headers: { host: HOST },
        payload: { iDINFlow: 1, bankIssuer: 'INGBNL2A', clientBaseUrl: BASE },
      });
      expect(reply.statusCode).toBe(422);
      expect(reply.json().message).toBe('iDIN is not available');
      const bank = await production.app.inject({ method: 'GET', url: '/api/dev/idin-bank/authorize' });
      expect(bank.statusCode).not.toBe(200);
    } finally {
      await production.close();
    }
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { testVerificationReceiver } from '../../test/fixtures.ts';
import { noteServerDate } from '../server-clock/index.ts';
import {
  acceptAccessTokenFromReply,
  beginVerification,
  completeLogin,
  getLoginToken,
  getSession,
  hasFlag,
  isAccessTokenExpired,
  logout,
  markBlocked,
  readVerificationState,
  restoreSession,
} from './index.ts';
import { readAccessToken } from './jwt.ts';
import { makeAccessToken } from './test-tokens.ts';
import { readStoredToken, storeToken, tokenCookieMaxAge } from './token-storage.ts';

const receiver = testVerificationReceiver({ sendDate: '2026-01-05T10:00:00.000Z' });

afterEach(() => {
  logout();
  vi.useRealTimers();
});

describe('readAccessToken', () => {
  it('decodes the base64url payload, including non-ASCII names', () => {
    expect(readAccessToken(makeAccessToken())?.lastName).toBe('Vriës');
  });

  it('refuses tokens without the agreed claims', () => {
    expect(readAccessToken('not-a-token')).toBeNull();
    expect(readAccessToken('a.b.c')).toBeNull();
    expect(readAccessToken(`x.${btoa(JSON.stringify({ customerNumber: '1' }))}.y`)).toBeNull();
  });
});

describe('token cookie lifetime', () => {
  it('is 365 days with remember-me and the token lifetime without', () => {
    expect(tokenCookieMaxAge({ iat: 1000, exp: 4600 }, true)).toBe(365 * 24 * 60 * 60);
    expect(tokenCookieMaxAge({ iat: 1000, exp: 4600 }, false)).toBe(3600);
  });
});

describe('login and restore', () => {
  it('keeps the login token and receiver during verification, then sets the user from the access token', () => {
    beginVerification({
      loginToken: 'login-token',
      receiver,
      fromPage: 'login',
      rememberMe: true,
      redirect: '/x',
    });
    expect(getLoginToken()).toBe('login-token');
    expect(readVerificationState()).toMatchObject({
      fromPage: 'login',
      rememberMe: true,
      redirect: '/x',
      codeSentAt: Date.parse('2026-01-05T10:00:00.000Z'),
    });

    const token = makeAccessToken({ permissions: ['login', 'r-ins'] });
    completeLogin(token);

    expect(getSession()).toMatchObject({ status: 'authenticated', user: { firstName: 'Jan' } });
    expect(hasFlag('mayReadInsurance')).toBe(true);
    expect(hasFlag('mayReadInvoice')).toBe(false);
    expect(readVerificationState()).toBeNull();
    expect(readStoredToken()?.token).toBe(token);
    const localExpiry = Number(localStorage.getItem('mijn.token-expires-at'));
    expect(localExpiry - Date.now()).toBeGreaterThan(364 * 24 * 60 * 60 * 1000);
  });

  it("counts the code's minutes on this device's clock when the server's clock is days apart", () => {
    const deviceNow = Date.parse('2026-01-05T10:00:00.000Z');
    noteServerDate('Sat, 10 Jan 2026 10:00:00 GMT', deviceNow);
    try {
      beginVerification({
        loginToken: 'login-token',
        receiver: testVerificationReceiver({ sendDate: '2026-01-10T10:00:00.000Z' }),
        fromPage: 'login',
        rememberMe: false,
      });
      expect(readVerificationState()?.codeSentAt).toBe(deviceNow);
    } finally {
      noteServerDate(new Date(deviceNow).toUTCString(), deviceNow);
    }
  });

  it('stores the token for its own lifetime without remember-me', () => {
    beginVerification({ loginToken: 'login-token', receiver, fromPage: 'login', rememberMe: false });
    completeLogin(makeAccessToken());
    const localExpiry = Number(localStorage.getItem('mijn.token-expires-at'));
    expect(Math.round((localExpiry - Date.now()) / 1000)).toBe(3600);
  });

  it('keeps the remember-me choice of a login without verification (a passkey), after the api client took the token', () => {
    const token = makeAccessToken();
    acceptAccessTokenFromReply({ accessToken: token });
    completeLogin(token, true);
    const localExpiry = Number(localStorage.getItem('mijn.token-expires-at'));
    expect(localExpiry - Date.now()).toBeGreaterThan(364 * 24 * 60 * 60 * 1000);
    expect(getSession()).toMatchObject({ status: 'authenticated', user: { firstName: 'Jan' } });
  });

  it('refuses an access token without the agreed claims', () => {
    expect(() => completeLogin('garbage')).toThrow();
    expect(getSession().status).toBe('anonymous');
  });

  it('restores the user from the token cookie on start', () => {
    storeToken(makeAccessToken({ firstName: 'Anna' }), 3600);
    restoreSession();
    expect(getSession()).toMatchObject({ status: 'authenticated', user: { firstName: 'Anna' } });
  });

  it('drops an expired token on start', () => {
    const past = Math.floor(Date.now() / 1000) - 7200;
    storeToken(makeAccessToken({ iat: past, exp: past + 3600 }), 3600);
    restoreSession();
    expect(getSession().status).toBe('anonymous');
    expect(readStoredToken()).toBeNull();
  });

  it('counts the token expired when the local expiry has passed, even if exp has not', () => {
    vi.useFakeTimers({ now: new Date('2026-01-05T10:00:00Z') });
    storeToken(makeAccessToken({ exp: Math.floor(Date.now() / 1000) + 100_000 }), 60);
    restoreSession();
    expect(isAccessTokenExpired()).toBe(false);
    vi.setSystemTime(new Date('2026-01-05T10:01:01Z'));
    expect(isAccessTokenExpired()).toBe(true);
  });

  it("reads the token's expiry on this device's clock when the server's clock is days ahead", () => {
    vi.useFakeTimers({ now: new Date('2026-01-05T10:00:00Z') });
    noteServerDate('Sat, 10 Jan 2026 10:00:00 GMT');
    try {
      const serverNow = Date.parse('2026-01-10T10:00:00Z') / 1000;
      completeLogin(makeAccessToken({ iat: serverNow, exp: serverNow + 3600 }));
      expect(isAccessTokenExpired()).toBe(false);
      vi.setSystemTime(new Date('2026-01-05T11:00:01Z'));
      expect(isAccessTokenExpired()).toBe(true);
    } finally {
      noteServerDate(new Date().toUTCString());
    }
  });
});

describe('a fresh access token in any reply', () => {
  it('updates the user and keeps the remember-me choice of the login', () => {
    beginVerification({ loginToken: 'login-token', receiver, fromPage: 'login', rememberMe: true });
    completeLogin(makeAccessToken({ shouldResetPassword: true }));
    const fresh = makeAccessToken({ shouldResetPassword: false, firstName: 'Johannes' });

    expect(acceptAccessTokenFromReply({ accessToken: fresh, other: 1 })).toBe(true);

    expect(getSession().user).toMatchObject({ firstName: 'Johannes', shouldResetPassword: false });
    expect(readStoredToken()?.token).toBe(fresh);
    const localExpiry = Number(localStorage.getItem('mijn.token-expires-at'));
    expect(localExpiry - Date.now()).toBeGreaterThan(364 * 24 * 60 * 60 * 1000);
  });

  it('keeps a session without remember-me to the token lifetime', () => {
    beginVerification({ loginToken: 'login-token', receiver, fromPage: 'login', rememberMe: false });
    completeLogin(makeAccessToken());
    acceptAccessTokenFromReply({ accessToken: makeAccessToken({ firstName: 'Johannes' }) });
    const localExpiry = Number(localStorage.getItem('mijn.token-expires-at'));
    expect(Math.round((localExpiry - Date.now()) / 1000)).toBe(3600);
  });

  it('ignores replies without a token with the agreed claims', () => {
    expect(acceptAccessTokenFromReply({ email: 'j***@example.nl' })).toBe(false);
    expect(acceptAccessTokenFromReply({ accessToken: 'x.y.z' })).toBe(false);
    expect(acceptAccessTokenFromReply(null)).toBe(false);
    expect(getSession().status).toBe('anonymous');
  });
});

describe('logout', () => {
  it('clears session storage, pdf-viewer storage, caches but the app shell, cookies and the user', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: async () => [
        'pdf-cache',
        'workbox-precache-v2-http://localhost/',
        'mijn-label-content',
        'api-cache',
      ],
      delete: async (name: string) => {
        deleted.push(name);
        return true;
      },
    });
    storeToken(makeAccessToken(), 3600);
    restoreSession();
    markBlocked(5);
    sessionStorage.setItem('mijn.label', 'aev');
    localStorage.setItem('pdfjs.history', '{}');
    localStorage.setItem('mijn.language', 'en-US');
    // biome-ignore lint/suspicious/noDocumentCookie: a cookie set by someone else, as a browser would have it.
    document.cookie = 'other=1; Path=/';

    logout();

    expect(getSession()).toMatchObject({ status: 'anonymous', user: null, blocked: null });
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('pdfjs.history')).toBeNull();
    expect(localStorage.getItem('mijn.language')).toBe('en-US');
    // Every cookie goes but the language the device chose, which the next login page is painted in.
    expect(document.cookie).toBe('mijn_language=en-US');
    await vi.waitFor(() => expect(deleted).toEqual(['pdf-cache', 'api-cache']));
    vi.unstubAllGlobals();
  });
});

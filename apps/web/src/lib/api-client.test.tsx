import { notifications } from '@mantine/notifications';
import { contract } from '@mijn/contract';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testAccountDetails } from '../test/account-details.ts';
import { testVerificationReceiver } from '../test/fixtures.ts';
import { server } from '../test/msw-server.ts';
import { renderWithProviders } from '../test/render.tsx';
import { ApiRequestError, api, apiMultipart, buildQuery, TokenExpiredError } from './api-client.ts';
import { changeLanguage } from './i18n.ts';
import {
  beginVerification,
  cancelScheduledLogout,
  getSession,
  isLogoutScheduled,
  logout,
  markBlocked,
  restoreSession,
  setSessionNavigator,
} from './session/index.ts';
import { makeAccessToken } from './session/test-tokens.ts';
import { storeToken } from './session/token-storage.ts';

const accountDetails = testAccountDetails({ email: null, phoneNumber: null, announcementEmailActive: false });

const fail = (status: number, message = 'failure', extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ statusCode: status, error: 'Error', message, ...extra }, { status });

const accountDetailsUrl = '*/api/Account/GetAccountDetails';

let go: ReturnType<typeof vi.fn<(path: string) => void>>;
let restoreNavigator: () => void;

function logIn(token = makeAccessToken()): string {
  storeToken(token, 3600);
  restoreSession();
  return token;
}

beforeEach(() => {
  go = vi.fn<(path: string) => void>();
  restoreNavigator = setSessionNavigator({ go });
  renderWithProviders(<div>app</div>);
});

afterEach(() => {
  restoreNavigator();
  cancelScheduledLogout();
  logout();
  notifications.clean();
  vi.useRealTimers();
});

describe('buildQuery', () => {
  it('writes arrays as name[i]=value and skips empty values', () => {
    expect(buildQuery({ year: 2026, types: ['a b', 'c'], none: undefined })).toBe(
      '?year=2026&types[0]=a%20b&types[1]=c',
    );
    expect(buildQuery({})).toBe('');
  });
});

describe('api', () => {
  it('sends the body, the access token and the client version, and parses the reply', async () => {
    const token = logIn();
    let seen: Request | undefined;
    server.use(
      http.post(accountDetailsUrl, ({ request }) => {
        seen = request;
        return HttpResponse.json(accountDetails);
      }),
    );
    await expect(api(contract.account.getAccountDetails)).resolves.toMatchObject({ username: 'jan.devries' });
    expect(seen?.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(seen?.headers.get('x-client-version')).toBe('dev');
    expect(seen?.headers.get('accept-language')).toBe('nl-NL');
  });

  it('tells the server the language the screen is in, so texts it writes match', async () => {
    logIn();
    const seen: (string | null)[] = [];
    server.use(
      http.post(accountDetailsUrl, ({ request }) => {
        seen.push(request.headers.get('accept-language'));
        return HttpResponse.json(accountDetails);
      }),
    );
    await changeLanguage('en-US');
    try {
      await api(contract.account.getAccountDetails);
    } finally {
      await changeLanguage('nl-NL');
    }
    await api(contract.account.getAccountDetails);
    expect(seen).toEqual(['en-US', 'nl-NL']);
  });

  it('carries the login token during verification', async () => {
    beginVerification({
      loginToken: 'the-login-token',
      receiver: testVerificationReceiver(),
      fromPage: 'login',
      rememberMe: false,
    });
    let authorization: string | null = null;
    let body: unknown;
    server.use(
      http.post('*/api/account/validateVerificationCode', async ({ request }) => {
        authorization = request.headers.get('authorization');
        body = await request.json();
        return HttpResponse.json({ accessToken: 'x.y.z' });
      }),
    );
    await api(contract.account.validateVerificationCode, { body: { verificationCode: '12345' } });
    expect(authorization).toBe('Bearer the-login-token');
    expect(body).toEqual({ verificationCode: '12345' });
  });

  it('on 401 shows the session notice and logs out after 5 seconds', async () => {
    logIn();
    server.use(http.post(accountDetailsUrl, () => fail(401, 'Unauthorized')));
    vi.useFakeTimers({ shouldAdvanceTime: true });

    const error = await api(contract.account.getAccountDetails).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(401);
    expect(
      await screen.findByText('De sessie is niet langer geldig, u wordt uitgelogd.'),
    ).toBeInTheDocument();
    expect(isLogoutScheduled()).toBe(true);
    vi.advanceTimersByTime(4900);
    expect(go).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(go).toHaveBeenCalledWith('/uitloggen');
  });

  it('on 403 shows "Niet toegestaan" even for custom handling, and logs out', async () => {
    logIn();
    server.use(http.post(accountDetailsUrl, () => fail(403, 'Forbidden')));
    await expect(
      api(contract.account.getAccountDetails, undefined, { customErrorHandling: true }),
    ).rejects.toThrow(ApiRequestError);
    expect(await screen.findByText('Niet toegestaan')).toBeInTheDocument();
    expect(isLogoutScheduled()).toBe(true);
  });

  it('on 500 shows the unknown-error text', async () => {
    logIn();
    server.use(http.post(accountDetailsUrl, () => fail(500)));
    await expect(api(contract.account.getAccountDetails)).rejects.toThrow(ApiRequestError);
    expect(
      await screen.findByText('Er heeft zich een onbekende fout voorgedaan. Probeer het later opnieuw.'),
    ).toBeInTheDocument();
    expect(isLogoutScheduled()).toBe(false);
  });

  it('on another status shows the default error with the status number', async () => {
    logIn();
    server.use(http.post(accountDetailsUrl, () => fail(404)));
    await expect(api(contract.account.getAccountDetails)).rejects.toThrow(ApiRequestError);
    expect(await screen.findByText('Er is een fout opgetreden, foutcode: 404')).toBeInTheDocument();
  });

  it('on 423 marks the account blocked without a notice', async () => {
    server.use(
      http.post('*/api/account/login', () => fail(423, 'Account is temporary blocked', { minutes: 12 })),
    );
    await expect(
      api(contract.account.login, { body: { username: 'jan.devries', password: 'x' } }),
    ).rejects.toThrow(ApiRequestError);
    expect(getSession().blocked).toEqual({ minutes: 12 });
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(screen.queryByText(/foutcode: 423/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clears the block on the next successful reply', async () => {
    logIn();
    markBlocked(5);
    server.use(http.post(accountDetailsUrl, () => HttpResponse.json(accountDetails)));
    await api(contract.account.getAccountDetails);
    expect(getSession().blocked).toBeNull();
  });

  it('suppresses the notice for custom handling, except 401 and 403', async () => {
    logIn();
    server.use(http.post(accountDetailsUrl, () => fail(500)));
    await expect(
      api(contract.account.getAccountDetails, undefined, { customErrorHandling: true }),
    ).rejects.toThrow(ApiRequestError);
    server.use(http.post(accountDetailsUrl, () => fail(401)));
    await expect(
      api(contract.account.getAccountDetails, undefined, { customErrorHandling: true }),
    ).rejects.toThrow(ApiRequestError);
    expect(
      await screen.findByText('De sessie is niet langer geldig, u wordt uitgelogd.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/onbekende fout/)).toBeNull();
  });

  it('does not treat a failed login (public call) as an ended session', async () => {
    server.use(http.post('*/api/account/login', () => fail(401, 'Incorrect username/password combination.')));
    await expect(
      api(
        contract.account.login,
        { body: { username: 'jan.devries', password: 'x' } },
        { customErrorHandling: true },
      ),
    ).rejects.toMatchObject({ status: 401, body: { message: 'Incorrect username/password combination.' } });
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(screen.queryByText(/sessie is niet langer geldig/)).toBeNull();
    expect(isLogoutScheduled()).toBe(false);
  });

  it('takes a fresh access token from any reply and updates the user', async () => {
    logIn(makeAccessToken({ signedTermsOfAgreement: false }));
    const fresh = makeAccessToken({ signedTermsOfAgreement: true });
    server.use(
      http.post(accountDetailsUrl, () => HttpResponse.json({ ...accountDetails, accessToken: fresh })),
    );
    await api(contract.account.getAccountDetails);
    expect(getSession().user?.signedTermsOfAgreement).toBe(true);
  });

  it('aborts before the request when the token has expired, then logs out after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    logIn();
    const requested = vi.fn();
    server.use(
      http.post(accountDetailsUrl, () => {
        requested();
        return HttpResponse.json(accountDetails);
      }),
    );
    vi.setSystemTime(Date.now() + 2 * 3600 * 1000);

    await expect(api(contract.account.getAccountDetails)).rejects.toThrow(TokenExpiredError);

    expect(requested).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByText('De sessie is niet langer geldig, u wordt uitgelogd.')).toBeInTheDocument(),
    );
    vi.advanceTimersByTime(3000);
    expect(go).toHaveBeenCalledWith('/uitloggen');
  });
});

describe('apiMultipart', () => {
  it('sends the flattened fields and each file under the endpoint’s file field, with the bearer', async () => {
    const token = logIn();
    let sent: { fields: [string, string][]; files: string[]; authorization: string | null } | null = null;
    server.use(
      http.post('*/api/Declaration/ValidateAttachmentsReadability', async ({ request }) => {
        const form = await request.formData();
        const entries = [...form.entries()];
        sent = {
          fields: entries.filter(([, v]) => typeof v === 'string').map(([k, v]) => [k, String(v)]),
          // jsdom's FormData loses the file name on its way through Node's fetch; a browser keeps it.
          files: await Promise.all(
            entries
              .filter(([, v]) => typeof v !== 'string')
              .map(async ([k, v]) => `${k}:${await (v as File).text()}`),
          ),
          authorization: request.headers.get('authorization'),
        };
        return HttpResponse.json([{ fileName: 'nota.pdf', readabilityScore: 2 }]);
      }),
    );
    const files = [new File(['%PDF-1.7'], 'nota.pdf', { type: 'application/pdf' })];
    const reply = await apiMultipart(contract.declaration.validateAttachmentsReadability, {
      body: {},
      files,
    });
    expect(reply).toEqual([{ fileName: 'nota.pdf', readabilityScore: 2 }]);
    expect(sent).toEqual({ fields: [], files: ['files:%PDF-1.7'], authorization: `Bearer ${token}` });
  });

  it('flattens nested claim fields as the server reads them', async () => {
    logIn();
    let fields: [string, string][] = [];
    server.use(
      http.post('*/api/Declaration', async ({ request }) => {
        fields = [...(await request.formData()).entries()]
          .filter(([, v]) => typeof v === 'string')
          .map(([k, v]) => [k, String(v)]);
        return HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'x' }, { status: 400 });
      }),
    );
    const body = {
      CurrentSelectedCustomerNumber: '10000001',
      IsTransportCosts: true,
      IsAbroad: false,
      IsTruthful: true,
      Transport: { Trips: [{ Date: '2026-11-01', IsSingleTrip: false }] },
    } as unknown as Parameters<typeof apiMultipart<typeof contract.declaration.submitDeclaration>>[1]['body'];
    await expect(
      apiMultipart(
        contract.declaration.submitDeclaration,
        { body, files: [] },
        { customErrorHandling: true },
      ),
    ).rejects.toBeInstanceOf(ApiRequestError);
    expect(fields).toEqual([
      ['CurrentSelectedCustomerNumber', '10000001'],
      ['IsTransportCosts', 'true'],
      ['IsAbroad', 'false'],
      ['IsTruthful', 'true'],
      ['Transport.Trips[0].Date', '2026-11-01'],
      ['Transport.Trips[0].IsSingleTrip', 'false'],
    ]);
  });
});

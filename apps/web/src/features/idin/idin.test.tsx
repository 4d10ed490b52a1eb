import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getSession,
  logout,
  readIdinClientCode,
  readIdinFailure,
  rememberIdinFlow,
  setSessionNavigator,
  storeIdinClientCode,
} from '../../lib/session/index.ts';
import { makeAccessToken } from '../../lib/session/test-tokens.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { IdinActivateScreen } from './idin-activate-screen.tsx';
import {
  IdinAbortCallback,
  IdinAuthenticationCallback,
  IdinErrorCallback,
  IdinRegisterCallback,
} from './idin-callback-screens.tsx';
import { IdinReturnScreen } from './idin-return-screen.tsx';

const fail = (status: number, message: string) =>
  HttpResponse.json({ statusCode: status, error: 'Error', message }, { status });

afterEach(() => {
  logout();
});

describe('IdinActivateScreen (idin-activeren)', () => {
  it('starts a flow-0 session with the chosen bank and goes to the bank', async () => {
    const leave = vi.fn<(url: string) => void>();
    const restore = setSessionNavigator({ leave });
    let body: unknown;
    server.use(
      http.get('*/api/idin/bank-options', () =>
        HttpResponse.json([{ issuerId: 'RABONL2U', issuerName: 'Rabobank' }]),
      ),
      http.post('*/api/Idin/create-session', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          clientCode: 'cc-0',
          sessionLifetime: 900,
          redirectUrl: '/api/dev/idin-bank',
        });
      }),
    );
    renderWithProviders(<IdinActivateScreen />, { path: '/idin-activeren' });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Rabobank' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText(/^Kies uw bank/), 'RABONL2U');
    await user.click(screen.getByRole('button', { name: 'Naar mijn bank' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/api/dev/idin-bank'));
    expect(body).toMatchObject({ iDINFlow: 0, bankIssuer: 'RABONL2U' });
    expect(readIdinClientCode()).toBe('cc-0');
    restore();
  });

  it('shows a failure a callback page left for it', async () => {
    server.use(http.get('*/api/idin/bank-options', () => HttpResponse.json([])));
    sessionStorage.setItem(
      'mijn.idin-failure',
      JSON.stringify({ key: 'errors:idin.register-account-not-found' }),
    );
    renderWithProviders(<IdinActivateScreen />, { path: '/idin-activeren' });
    expect(await screen.findByText(/Wij kennen nog geen account met iDIN/)).toBeInTheDocument();
    await waitFor(() => expect(readIdinFailure()).toBeNull());
  });
});

describe('callback/iDin', () => {
  it('passes the bank reply on to the server and opens the page it names', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.get('*/api/Idin', ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({
          sessionId: 's-1',
          iDINFlow: 1,
          callbackPage: 'iDin-authenticatie',
          callbackPath: '/callback/iDin-authenticatie?sessionId=s-1',
        });
      }),
    );
    const { router } = renderWithProviders(<IdinReturnScreen />, {
      path: '/callback/iDin?code=abc&state=st-1&session_state=ss',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/callback/iDin-authenticatie'));
    expect(router.state.location.search).toEqual({ sessionId: 's-1' });
    expect(query?.get('code')).toBe('abc');
    expect(query?.get('state')).toBe('st-1');
    expect(query?.get('session_state')).toBe('ss');
    expect(query?.get('callbackUrl')).toBe(`${window.location.origin}/callback/iDin`);
  });

  it('goes to login with a general failure when the state does not match', async () => {
    server.use(http.get('*/api/Idin', () => fail(400, 'iDIN session mismatch')));
    const { router } = renderWithProviders(<IdinReturnScreen />, { path: '/callback/iDin?code=abc&state=x' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/inloggen'));
    expect(readIdinFailure()?.key).toBe('errors:idin.general-failure');
  });
});

describe('callback pages', () => {
  it('iDin-authenticatie: logs in with the session and client code, then goes home', async () => {
    storeIdinClientCode('cc-1', 600);
    let body: unknown;
    const accessToken = makeAccessToken({ firstName: 'Eva' });
    server.use(
      http.post('*/api/Idin/process-authentication', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ accessToken, username: 'eva.smit' });
      }),
    );
    const { router } = renderWithProviders(<IdinAuthenticationCallback />, {
      path: '/callback/iDin-authenticatie?sessionId=s-1',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(body).toEqual({ sessionId: 's-1', clientCode: 'cc-1' });
    expect(getSession().user?.firstName).toBe('Eva');
    expect(readIdinClientCode()).toBeNull();
  });

  it('iDin-register: links iDIN and logs in', async () => {
    storeIdinClientCode('cc-0', 600);
    server.use(
      http.post('*/api/Idin/process-identification', () =>
        HttpResponse.json({ accessToken: makeAccessToken(), username: 'eva.smit' }),
      ),
    );
    const { router } = renderWithProviders(<IdinRegisterCallback />, {
      path: '/callback/iDin-register?sessionId=s-2',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getSession().status).toBe('authenticated');
  });

  it.each([
    ['Register account not found', '/idin-activeren', 'errors:idin.register-account-not-found'],
    ['Login not active', '/inloggen', 'errors:idin.should-activate'],
    ['Missing client code', '/inloggen', 'errors:idin.missing-client-code'],
    ['iDIN session expired', '/inloggen', 'errors:idin.expired'],
  ])('iDin-authenticatie: %s goes to %s', async (message, path, key) => {
    server.use(http.post('*/api/Idin/process-authentication', () => fail(400, message)));
    const { router } = renderWithProviders(<IdinAuthenticationCallback />, {
      path: '/callback/iDin-authenticatie?sessionId=s-1',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(readIdinFailure()?.key).toBe(key);
    expect(getSession().status).toBe('anonymous');
  });

  it('sends an empty client code when the cookie is gone, so the server names it', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/Idin/process-authentication', async ({ request }) => {
        body = await request.json();
        return fail(400, 'Missing client code');
      }),
    );
    renderWithProviders(<IdinAuthenticationCallback />, {
      path: '/callback/iDin-authenticatie?sessionId=s-1',
    });
    await waitFor(() => expect(body).toEqual({ sessionId: 's-1', clientCode: '' }));
  });

  it('iDin-register: an already registered BSN is explained on login', async () => {
    server.use(http.post('*/api/Idin/process-identification', () => fail(400, 'BSN already registered')));
    const { router } = renderWithProviders(<IdinRegisterCallback />, {
      path: '/callback/iDin-register?sessionId=s-2',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/inloggen'));
    expect(readIdinFailure()?.key).toBe('errors:registration.bsn-registered');
  });

  it('iDin-abort: names the cancelled action of the flow that started', async () => {
    rememberIdinFlow(0);
    let body: unknown;
    server.use(
      http.post('*/api/Idin/process-error', async ({ request }) => {
        body = await request.json();
        return fail(400, 'iDIN session cancelled');
      }),
    );
    const { router } = renderWithProviders(<IdinAbortCallback />, {
      path: '/callback/iDin-abort?sessionId=s-3',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/inloggen'));
    expect(body).toEqual({ sessionId: 's-3' });
    expect(readIdinFailure()).toEqual({ key: 'errors:idin.cancelled', values: { action: 'activeren' } });
  });

  it('iDin-error: a 422 reads as a general failure with instructions', async () => {
    server.use(
      http.post('*/api/Idin/process-error', () => fail(422, 'iDIN response could not be processed')),
    );
    const { router } = renderWithProviders(<IdinErrorCallback />, {
      path: '/callback/iDin-error?sessionId=s-4',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/inloggen'));
    expect(readIdinFailure()?.key).toBe('errors:idin.general-failure-instructions');
  });
});

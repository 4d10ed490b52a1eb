import { describe, expect, it } from 'vitest';
import en from '../../locales/en/errors.json';
import nl from '../../locales/nl/errors.json';
import { ApiRequestError } from './api-request-error.ts';
import { responseHandling, screenError } from './catalogue.ts';

const failure = (status: number, message: string, minutes?: number) =>
  new ApiRequestError(status, { statusCode: status, error: 'x', message, ...(minutes ? { minutes } : {}) });

function lookup(texts: unknown, key: string): unknown {
  return key
    .replace(/^errors:/, '')
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
}

describe('responseHandling (spec §8 response handling)', () => {
  it.each([
    [401, 'errors:response.status-code-401', true, 5000, false],
    [403, 'errors:response.status-code-403', true, 5000, false],
    [500, 'errors:response.status-code-500', false, null, false],
    [404, 'errors:response.default-error', false, null, false],
    [429, 'errors:response.default-error', false, null, false],
  ])('status %i -> %s', (status, key, alwaysShown, logoutAfterMs, marksBlocked) => {
    const handling = responseHandling(status, true);
    expect(handling.notice?.key).toBe(key);
    expect(handling.noticeAlwaysShown).toBe(alwaysShown);
    expect(handling.logoutAfterMs).toBe(logoutAfterMs);
    expect(handling.marksBlocked).toBe(marksBlocked);
  });

  it('puts the status number into the default error', () => {
    expect(responseHandling(418, true).notice?.values).toEqual({ error: 418 });
  });

  it('marks the account blocked on 423 without a notice', () => {
    expect(responseHandling(423, true)).toMatchObject({
      notice: null,
      marksBlocked: true,
      logoutAfterMs: null,
    });
  });

  it('does not end a session on a 401 of a call that carried none (the login itself)', () => {
    expect(responseHandling(401, false)).toMatchObject({ logoutAfterMs: null, noticeAlwaysShown: false });
  });
});

describe('screenError (spec §8 login and verification)', () => {
  it.each([
    ['login', failure(401, 'Incorrect username/password combination.'), 'errors:login.invalid-form', null],
    ['login', failure(401, 'Account not activated'), 'errors:login.not-activated', 'register'],
    ['login', failure(429, 'Too many requests'), 'errors:login.too-many-attempts', null],
    ['login', failure(500, 'boom'), 'errors:login.default', null],
    ['login', new TypeError('Failed to fetch'), 'errors:login.default', null],
    ['verification', failure(400, 'Verificationcode was invalid'), 'errors:verification.wrong-code', null],
    ['verification', failure(400, 'Verificationcode expired'), 'errors:verification.code-expired', 'login'],
    ['verification', failure(400, 'Something else'), 'errors:verification.default', null],
    ['resend-code', failure(429, 'Too many requests'), 'errors:verification.resend-too-often', null],
    ['resend-code', failure(500, 'boom'), 'errors:verification.resend-failed', null],
  ] as const)('%s: %o -> %s', (flow, error, key, followUp) => {
    expect(screenError(flow, error)).toMatchObject({ key, followUp });
  });

  it('shows the blocked minutes from a 423', () => {
    expect(screenError('login', failure(423, 'Account is temporary blocked', 15))).toEqual({
      key: 'errors:login.blocked',
      values: { minutes: 15 },
      followUp: null,
    });
    expect(screenError('verification', failure(423, 'Account is temporary blocked', 3))?.key).toBe(
      'errors:verification.blocked',
    );
    expect(screenError('login', failure(423, 'Account is temporary blocked'))?.key).toBe(
      'errors:login.blocked-later',
    );
  });

  it('leaves a verification 401 to the shared session notice', () => {
    expect(screenError('verification', failure(401, 'Unauthorized'))).toBeNull();
  });
});

describe('texts', () => {
  const keys = [
    ...[401, 403, 500, 404].map((status) => responseHandling(status, true).notice?.key ?? ''),
    'errors:response.network-error',
    ...['invalid-form', 'not-activated', 'blocked', 'blocked-later', 'too-many-attempts', 'default'].map(
      (key) => `errors:login.${key}`,
    ),
    ...[
      'wrong-code',
      'code-expired',
      'blocked',
      'blocked-later',
      'too-many-attempts',
      'resend-too-often',
      'resend-failed',
      'no-data',
      'default',
    ].map((key) => `errors:verification.${key}`),
  ];

  it.each(keys)('%s exists in Dutch and English', (key) => {
    expect(typeof lookup(nl, key)).toBe('string');
    expect(typeof lookup(en, key)).toBe('string');
  });

  it('uses the exact Dutch texts of spec §8', () => {
    expect(nl.response['status-code-401']).toBe('De sessie is niet langer geldig, u wordt uitgelogd.');
    expect(nl.response['status-code-403']).toBe('Niet toegestaan');
    expect(nl.response['status-code-500']).toBe(
      'Er heeft zich een onbekende fout voorgedaan. Probeer het later opnieuw.',
    );
    expect(nl.response['default-error']).toBe('Er is een fout opgetreden, foutcode: {{error}}');
  });
});

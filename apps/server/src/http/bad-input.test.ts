import { ApiError } from '@mijn/contract';
import { validatorMessages } from '@mijn/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { captureLog } from '../test/log-capture.ts';
import { multipartPayload, pngLike } from '../test/multipart.ts';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let token: string;
const log = captureLog();

beforeAll(async () => {
  t = await createTestApp({ logger: log.logger });
  token = (await t.loginFully('jan.devries')).accessToken;
});
afterAll(() => t.close());
beforeEach(() => log.clear());

function expectRefused(reply: LightMyRequestResponse, status = 400) {
  expect(reply.statusCode, reply.body).toBe(status);
  expect(ApiError.parse(reply.json())).toMatchObject({ statusCode: status });
  expect(log.text()).not.toMatch(/select |insert into|update "|params:/i);
}

describe('a NUL byte in a text input is refused before it reaches the database', () => {
  it('in the login username', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { username: 'jan.devries\u0000', password: 'x', rememberMe: false },
    });
    expectRefused(reply);
    expect(reply.json().message).toMatch(/^body\.username: /);
  });

  it('in the forgot-password username', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/Account/ResetPassword',
      payload: { username: 'jan\u0000devries', dateOfBirth: '1980-03-14' },
    });
    expectRefused(reply);
  });

  it('in a query string (iDIN return, outbox filter)', async () => {
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/Idin?state=abc%00def' }));
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=%00' }));
  });

  it('in a path parameter', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/Document/Download/ab%00c',
      headers: bearer(token),
    });
    expectRefused(reply);
    expect(reply.json().message).toBe('params.documentId: validators.invalid-input');
  });

  it('in a path outside the contract (static files, unknown API paths)', async () => {
    for (const url of ['/%00', '/assets/%00.js', '/api/nothing%00', '/labels/%00/logo.svg']) {
      const reply = await t.app.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBeLessThan(500);
    }
  });

  it('in a multipart text field', async () => {
    const { payload, headers } = multipartPayload({ Remark: 'a\u0000b' }, [pngLike('nota.png', 2048)]);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/Declaration',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    expectRefused(reply);
    expect(reply.json().message).toBe('body.Remark: validators.invalid-input');
    expect(t.storage.keys()).toEqual([]);
  });
});

it('an id beyond the database integer range is a 400', async () => {
  const reply = await t.app.inject({
    method: 'GET',
    url: '/api/Agreement/HasKnownIban?agreementId=2147483648',
    headers: bearer(token),
  });
  expectRefused(reply);
});

describe('JSON nested 20,000 deep is a 400 naming the limit, and no error in the log', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;
  const cases: [url: string, body: string, auth: boolean][] = [
    [
      '/api/account/login',
      `{"username":"jan.devries","password":${nested(20_000)},"rememberMe":false}`,
      false,
    ],
    ['/api/Account/ResetPassword', `{"username":"jan.devries","dateOfBirth":${nested(20_000)}}`, false],
    ['/api/Debitan/OnlinePayments/Webhook', `{"id":${nested(20_000)}}`, false],
    ['/api/Idin/create-session', nested(20_000), false],
    ['/api/Idin/process-authentication', `{"deep":${nested(20_000)}}`, false],
    ['/api/Customer/UpdateCustomer', `{"customer":${nested(20_000)}}`, true],
    ['/api/Declaration/ValidateAttachmentsReadability', nested(20_000), true],
  ];
  for (const [url, payload, auth] of cases) {
    it(`${url}${auth ? ' (logged in)' : ''}`, async () => {
      const reply = await t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/json', ...(auth ? bearer(token) : {}) },
      });
      expectRefused(reply);
      expect(reply.json().message).toBe('JSON nested too deeply: more than 32 levels of arrays and objects');
      expect(log.text()).not.toMatch(/"level":50|RangeError/);
    });
  }

  it('a body nested as deep as the limit is read as usual', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: `{"username":"jan.devries","password":${nested(31)},"rememberMe":false}`,
      headers: { 'content-type': 'application/json' },
    });
    expectRefused(reply);
    expect(reply.json().message).toMatch(/^body\.password: /);
  });
});

describe('a broken multipart body is a 400 and stores nothing', () => {
  const boundary = 'xyz';
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const filePart = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="nota.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n${'x'.repeat(2048)}\r\n`;
  const cases: [string, string, string][] = [
    ['no boundary', 'multipart/form-data', `${part('a', 'b')}--${boundary}--\r\n`],
    ['a wrong boundary', 'multipart/form-data; boundary=other', `${part('a', 'b')}--${boundary}--\r\n`],
    ['a truncated body', `multipart/form-data; boundary=${boundary}`, `${filePart}`.slice(0, 400)],
    ['no closing boundary', `multipart/form-data; boundary=${boundary}`, part('a', 'b')],
    [
      'a field both scalar and list',
      `multipart/form-data; boundary=${boundary}`,
      `${part('IsAbroad', 'true')}${part('IsAbroad[0]', 'x')}${filePart}--${boundary}--\r\n`,
    ],
    [
      'a list field then a scalar of the same name',
      `multipart/form-data; boundary=${boundary}`,
      `${part('IsAbroad[0]', 'x')}${part('IsAbroad.Country', 'x')}${filePart}--${boundary}--\r\n`,
    ],
    [
      'a huge list index',
      `multipart/form-data; boundary=${boundary}`,
      `${part('Transport.Trips[999999999].Date', '2026-01-01')}${filePart}--${boundary}--\r\n`,
    ],
  ];
  for (const [name, contentType, body] of cases) {
    for (const url of ['/api/Declaration', '/api/SeatedPatientTransport']) {
      it(`${name} to ${url}`, async () => {
        const reply = await t.app.inject({
          method: 'POST',
          url,
          payload: Buffer.from(body, 'latin1'),
          headers: { 'content-type': contentType, ...bearer(token) },
        });
        expectRefused(reply);
        expect(t.storage.keys()).toEqual([]);
      });
    }
  }
});

describe('a 400 names every refused input in `fields`, with its translation key (decision 0022)', () => {
  it('a JSON body: the schema issue’s own validators key, else the generic one', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/CreateAccount/IsValid',
      payload: { agreementId: 'abc', birthDate: 17 },
    });
    expectRefused(reply);
    const body = ApiError.parse(reply.json());
    expect(body.message).toMatch(/^body\.agreementId: /);
    expect(body.fields).toEqual([
      { path: 'body.agreementId', key: validatorMessages.agreementNumber },
      { path: 'body.birthDate', key: 'validators.invalid-input' },
    ]);
  });

  it('the message says in English what was wrong', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { username: 17, password: 'x', rememberMe: false },
    });
    expectRefused(reply);
    expect(reply.json().message).toBe('body.username: Invalid input: expected string, received number');
  });

  it('a path parameter refused for a control character', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/Document/Download/ab%00c',
      headers: bearer(token),
    });
    expect(ApiError.parse(reply.json()).fields).toEqual([
      { path: 'params.documentId', key: 'validators.invalid-input' },
    ]);
  });

  it('a multipart body, by its form path', async () => {
    const { payload, headers } = multipartPayload(
      { CurrentSelectedCustomerNumber: '10000001' },
      [pngLike('verklaring.png', 2048)],
      'Files',
    );
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/SeatedPatientTransport',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    expectRefused(reply);
    const fields = ApiError.parse(reply.json()).fields ?? [];
    expect(fields.length, reply.body).toBeGreaterThan(0);
    for (const field of fields) {
      expect(field.path).toMatch(/^body\.\w/);
      expect(field.key).toMatch(/^validators\.[\w-]+$/);
    }
  });
});

import * as contractExports from '@mijn/contract';
import { ApiError, bearersOf, type Endpoint, isFlowToken } from '@mijn/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, customers } from '../../db/schema.ts';
import { captureLog } from '../../test/log-capture.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { type FuzzRequest, requestArbitrary } from './fuzz-requests.ts';
import { personalDataOf, worldState } from './world-state.ts';

/**
 * Every entry the contract exports, found by its shape rather than by a list, so an endpoint added
 * tomorrow is fuzzed too without anyone remembering to.
 */
const endpoints = (Object.values(contractExports) as unknown[]).filter(
  (value): value is Endpoint =>
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'response' in value,
);
const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 20);
const sqlText =
  /\b(select|insert into|delete from|update)\b[\s\S]{0,200}\b(from|values|where|set)\b|params:|failed query/i;

let t: TestApp;
const log = captureLog();
let accessToken = '';
let loginToken = '';
let personalData: string[] = [];
/** Real values of the seeded world the fuzzer tries in text fields. */
let knownValues: string[] = [];
let demoPasswordHash = '';
const demoUser = 'jan.devries';

/** Calls that take or may spend a login attempt's token get a fresh one. */
const usesLoginToken = (endpoint: Endpoint) =>
  bearersOf(endpoint.permission).some(isFlowToken) ||
  (endpoint.permission === 'public' && endpoint.method !== 'GET');

/** The demo user's tokens, renewed when a fuzzed call (a password change, a logout) ended them. */
async function freshTokens(endpoint: Endpoint) {
  const check = await t.app.inject({
    method: 'GET',
    url: '/api/Agreement/GetYearForOfferedAgreement',
    headers: bearer(accessToken),
  });
  await t.resetAttempts();
  await t.db.update(accounts).set({ passwordHash: demoPasswordHash }).where(eq(accounts.username, demoUser));
  if (check.statusCode !== 200) accessToken = (await t.loginFully(demoUser)).accessToken;
  if (usesLoginToken(endpoint) || loginToken === '') {
    loginToken = (await t.login(demoUser)).json<{ loginToken: string }>().loginToken;
  }
}

function tokenFor(auth: FuzzRequest['auth']) {
  if (auth === 'access') return bearer(accessToken);
  if (auth === 'login') return bearer(loginToken);
  return {};
}

function describeRequest(request: FuzzRequest, status: number, body: string): string {
  const payload = request.inject.payload;
  const shown =
    typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('latin1') : '';
  return `${request.inject.method} ${request.inject.url} (${request.auth}) body ${JSON.stringify(shown.slice(0, 600))} -> ${status} ${body.slice(0, 300)}`;
}

beforeAll(async () => {
  t = await createTestApp({ logger: log.logger });
  personalData = await personalDataOf(t.db);
  const people = await t.db.select({ customerNumber: customers.customerNumber }).from(customers);
  knownValues = [...personalData, ...people.map((p) => p.customerNumber), demoUser];
  const [account] = await t.db
    .select({ passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.username, demoUser));
  demoPasswordHash = account?.passwordHash ?? '';
  accessToken = (await t.loginFully(demoUser)).accessToken;
}, 60_000);
afterAll(() => t.close());

describe('every endpoint of the contract, fuzzed from its own schema', () => {
  it('finds the contract entries', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(contractExports.allEndpoints.length);
  });

  it.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s: never a 5xx, 4xx in the error shape, nothing written when refused, no personal data logged',
    async (_, endpoint) => {
      await freshTokens(endpoint);
      await fc.assert(
        fc.asyncProperty(requestArbitrary(endpoint, knownValues), async (request) => {
          log.clear();
          const storedBefore = t.storage.keys().length;
          const before = await worldState(t.db);
          const reply = await t.app.inject({
            ...request.inject,
            headers: { ...request.inject.headers, ...tokenFor(request.auth) },
          });
          const about = describeRequest(request, reply.statusCode, reply.body);
          expect(reply.statusCode, about).toBeLessThan(500);
          if (reply.statusCode >= 400) {
            const error = ApiError.safeParse(reply.json());
            expect(error.success, about).toBe(true);
            expect(error.data?.statusCode, about).toBe(reply.statusCode);
            expect(await worldState(t.db), about).toEqual(before);
            expect(t.storage.keys().length, about).toBe(storedBefore);
          }
          const logged = log.text();
          expect(logged, about).not.toMatch(sqlText);
          for (const value of personalData) expect(logged.includes(value), `${about}: ${value}`).toBe(false);
        }),
        { numRuns: RUNS_PER_ENDPOINT },
      );
    },
    90_000,
  );
});

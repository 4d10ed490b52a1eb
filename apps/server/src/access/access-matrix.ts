import {
  type AccessTokenClaims,
  bearersOf,
  contract,
  type Endpoint,
  fillPath,
  servedPath,
} from '@mijn/contract';
import { insurerToday, isPermissionCode, yearOf } from '@mijn/domain';
import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHouseholds } from '../db/seed/households.ts';
import { multipartPayload } from '../test/multipart.ts';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';
import { type AccessRow, accessTable, type Probe, type ProbeContext } from './access-table.ts';
import {
  type Household,
  loadHouseholds,
  markersOf,
  mayView,
  type Person,
  selfTarget,
  type Target,
  targetsOf,
} from './world-identifiers.ts';

/** Every entry of the contract by `<area>.<name>`. */
export const contractEntries = (): [string, Endpoint][] =>
  Object.entries(contract).flatMap(([area, entries]) =>
    Object.entries(entries as Record<string, Endpoint>).map(([name, entry]): [string, Endpoint] => [
      `${area}.${name}`,
      entry,
    ]),
  );

const REFUSED = [403, 404];
/** Refusals of the steps before login: wrong secret, no or wrong flow token, locked, throttled. */
const PROOF_REFUSED = [400, 401, 403, 404, 422, 423, 429];

const passwordOf = (username: string) => {
  const account = demoHouseholds
    .flatMap((h) => h.members)
    .find((m) => m.account?.username === username)?.account;
  if (!account) throw new Error(`no demo account ${username}`);
  return account.password;
};

/** Who sends a probe: each user from their own address, so one user's guesses do not throttle the next. */
export interface Sender {
  token: string;
  remoteAddress: string;
  permissions: Set<string>;
}

export function send(t: TestApp, endpoint: Endpoint, probe: Probe, { token, remoteAddress }: Sender) {
  const search = new URLSearchParams(
    Object.entries(probe.query ?? {}).flatMap(([name, value]): [string, string][] =>
      value === undefined ? [] : [[name, String(value)]],
    ),
  ).toString();
  const url = `${fillPath(servedPath(endpoint), probe.params)}${search ? `?${search}` : ''}`;
  if (endpoint.multipart) {
    const { payload, headers } = multipartPayload(probe.body, probe.files ?? [], endpoint.multipart.files);
    return t.app.inject({
      method: endpoint.method,
      url,
      remoteAddress,
      payload,
      headers: { ...headers, ...probe.headers, ...bearer(token) },
    });
  }
  return t.app.inject({
    method: endpoint.method,
    url,
    remoteAddress,
    headers: { ...probe.headers, ...bearer(token) },
    ...(probe.body === undefined ? {} : { payload: probe.body as object }),
  });
}

/** Every string and number in a JSON reply, to compare identifiers whole rather than as substrings. */
function valuesIn(reply: LightMyRequestResponse): string[] {
  if (!String(reply.headers['content-type'] ?? '').includes('json')) return [reply.body];
  const values: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string' || typeof value === 'number') values.push(String(value));
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(reply.json());
  return values;
}

/** The markers of the targets that a successful reply shows; none is allowed. */
function leaked(
  reply: LightMyRequestResponse,
  targets: readonly Target[],
  showsParticipation: boolean,
): string[] {
  if (reply.statusCode < 200 || reply.statusCode >= 300) return [];
  const values = valuesIn(reply);
  return targets.flatMap((target) => {
    const { exact, within } = markersOf(target, showsParticipation);
    return [
      ...exact.filter((marker) => values.includes(marker)),
      ...within.filter((marker) => values.some((value) => value.includes(marker))),
    ];
  });
}

const withoutFiles = ({ files: _, ...probe }: Probe): Probe => probe;

interface Finding {
  probe: Probe;
  status: number;
  problems: string[];
}

function judge(row: AccessRow, reply: LightMyRequestResponse, targets: readonly Target[]): string[] {
  const leaks = leaked(reply, targets, 'showsParticipation' in row && row.showsParticipation === true);
  const status = reply.statusCode;
  const problems = leaks.length ? [`shows ${leaks.join(', ')}`] : [];
  if (status >= 500) problems.push('server error');
  if (row.access === 'foreign') {
    const ok = REFUSED.includes(status) || (row.answersOwn !== undefined && status >= 200 && status < 300);
    if (!ok)
      problems.push(`status ${status}, expected ${row.answersOwn ? '403/404 or own data' : '403/404'}`);
  }
  if (row.access === 'proof' && !PROOF_REFUSED.includes(status))
    problems.push(`status ${status}, not refused`);
  // Own and public calls send valid input: a 400 would mean the probe tests nothing.
  if ((row.access === 'own' || row.access === 'public') && status === 400) problems.push('status 400');
  // A flow step refuses the access token in the hook, whatever the probe sends.
  if (row.flow && status !== 401) problems.push(`status ${status}, a flow step took an access token`);
  return problems;
}

/** One endpoint called by one user: what it is, who sends, and what went wrong so far. */
interface Run {
  t: TestApp;
  endpoint: Endpoint;
  row: AccessRow;
  sender: Sender;
  findings: Finding[];
}

async function check(run: Run, probe: Probe, about: readonly Target[]) {
  const reply = await send(run.t, run.endpoint, probe, run.sender);
  const problems = judge(run.row, reply, about);
  if (problems.length) run.findings.push({ probe: withoutFiles(probe), status: reply.statusCode, problems });
}

/** The same requests about the user are answered: the probes reach the handler's own check. */
async function checkAboutTheUser(run: Run, probes: readonly Probe[]) {
  const codes = bearersOf(run.endpoint.permission).filter(isPermissionCode);
  const permitted = codes.length === 0 || codes.some((code) => run.sender.permissions.has(code));
  for (const probe of probes) {
    const { statusCode } = await send(run.t, run.endpoint, probe, run.sender);
    const ok = permitted ? statusCode >= 200 && statusCode < 300 : statusCode === 403;
    if (!ok) {
      const expected = permitted ? 'an answer' : '403 for the missing permission';
      run.findings.push({
        probe: withoutFiles(probe),
        status: statusCode,
        problems: [`about the user: expected ${expected}`],
      });
    }
  }
}

/** Each target's identifiers, each distinct request once; how many were sent. */
async function checkTargets(
  run: Run,
  probesOf: (target: Target) => Probe[],
  targets: readonly Target[],
): Promise<number> {
  const sent = new Set<string>();
  for (const target of targets) {
    for (const probe of probesOf(target)) {
      const signature = JSON.stringify(withoutFiles(probe));
      if (sent.has(signature)) continue;
      sent.add(signature);
      await check(run, probe, [target]);
    }
  }
  return sent.size;
}

/**
 * The object-level-access matrix for some demo users: every contract entry, called by each user
 * with the identifiers of every person whose data they may not see (spec §6).
 */
export function describeAccessMatrix(usernames: readonly string[]) {
  let t: TestApp;
  let households: Household[];
  let today: string;
  const users = new Map<string, { person: Person; sender: Sender }>();

  beforeAll(async () => {
    t = await createTestApp();
    today = insurerToday(t.clock.now());
    households = await loadHouseholds(t.db, today);
    const people = households.flatMap((h) => h.members);
    for (const [index, username] of usernames.entries()) {
      const person = people.find((p) => p.username === username);
      if (!person) throw new Error(`${username} is not an insured person of the seeded world`);
      const { accessToken } = await t.loginFully(username, passwordOf(username));
      users.set(username, {
        person,
        sender: {
          token: accessToken,
          remoteAddress: `198.51.100.${index + 1}`,
          permissions: new Set(decodeJwt<AccessTokenClaims>(accessToken).permissions),
        },
      });
    }
  });
  afterAll(() => t.close());

  const entries = contractEntries().filter(([key]) => accessTable[key]?.access !== 'not-called');

  describe.each(usernames)('%s', (username) => {
    it.each(entries)('%s', async (key, endpoint) => {
      const row = accessTable[key];
      const { person, sender } = users.get(username) ?? {};
      if (!row || !person || !sender) throw new Error(`no row for ${key}, or ${username} did not log in`);
      const visible = households
        .flatMap((h) => h.members)
        .filter((other) => mayView(person, other, households, today));
      const context: ProbeContext = { today, year: yearOf(today), user: person, visible };
      const targets = targetsOf(person, households, today);
      const run: Run = { t, endpoint, row, sender, findings: [] };
      if (row.access === 'own' || row.access === 'public') await check(run, row.call(context), targets);
      if (row.access === 'foreign') {
        await checkAboutTheUser(run, row.probes(selfTarget(person, households), context));
      }
      if (row.access === 'foreign' || row.access === 'proof') {
        const sent = await checkTargets(run, (target) => row.probes(target, context), targets);
        expect(sent, `${key} sent no probe`).toBeGreaterThan(0);
      }
      expect(run.findings).toEqual([]);
    });
  });
}

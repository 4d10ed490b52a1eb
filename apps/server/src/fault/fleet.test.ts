import { addDays, insurerToday } from '@mijn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fleet, startFleet } from '../local-infra/fleet.ts';
import { eventually, sourceEntry } from '../local-infra/server-process.ts';
import { pngLike } from '../test/multipart.ts';
import { rowsPerClaim } from './claim-rows.ts';
import { claimPayload, findTim, listDeclarations, logIn, submitClaim } from './portal-client.ts';

// Issue 36: three portal instances behind HAProxy on a PostgreSQL primary with a streaming replica,
// as `npm run fleet` starts them (from source here, so the test needs no build).
let fleet: Fleet;
beforeAll(async () => {
  fleet = await startFleet({
    port: 18100,
    instances: 3,
    entry: sourceEntry,
    env: { CLAIM_HANDLING_DELAY_SECONDS: '2' },
  });
}, 300_000);
afterAll(() => fleet?.stop(), 60_000);

const instanceUrl = (index: number) => `http://127.0.0.1:${fleet.instances[index]?.port}`;
const authorized = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const declarations = (url: string, token: string) =>
  fetch(`${url}/api/Declaration/GetDeclarationsPreview`, authorized(token));

async function wrongPassword(url: string, username: string) {
  const reply = await fetch(`${url}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Wrong-password-1!', rememberMe: false }),
  });
  return reply.status;
}

describe('the fleet', () => {
  it('keeps answering reads through HAProxy while an instance is killed, and takes it back', async () => {
    const token = await logIn(fleet.url, 'jan.devries');
    const victim = fleet.instances[0]!;
    const statuses: number[] = [];
    const servedBy = new Set<string>();
    let killed = false;
    const reader = async () => {
      for (let i = 0; i < 40; i++) {
        const reply = await declarations(fleet.url, token);
        statuses.push(reply.status);
        servedBy.add(reply.headers.get('x-served-by') ?? '');
        if (i === 10 && !killed) {
          killed = true;
          victim.server.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all([reader(), reader(), reader()]);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(servedBy).toEqual(new Set(['portal-1', 'portal-2', 'portal-3']));

    await victim.restart();
    await eventually('portal-1 serving through HAProxy again', async () => {
      const reply = await declarations(fleet.url, token);
      return reply.headers.get('x-served-by') === 'portal-1';
    });
  });

  it('refuses a token on every instance at once after a logout on one', async () => {
    const token = await logIn(instanceUrl(0), 'anna.devries');
    expect((await declarations(instanceUrl(1), token)).status).toBe(200);
    const logout = await fetch(`${instanceUrl(2)}/api/account/logout`, {
      method: 'POST',
      ...authorized(token),
    });
    expect(logout.status).toBe(200);
    expect((await declarations(instanceUrl(0), token)).status).toBe(401);
    expect((await declarations(instanceUrl(1), token)).status).toBe(401);
  });

  it('blocks an account on five wrong passwords spread over three instances, as on one', async () => {
    const attempts = [0, 1, 2, 0, 1].map((index) => () => wrongPassword(instanceUrl(index), 'peter.jansen'));
    const statuses: number[] = [];
    for (const attempt of attempts) statuses.push(await attempt());
    expect(statuses).toEqual([401, 401, 401, 401, 423]);
    expect(await wrongPassword(instanceUrl(2), 'peter.jansen')).toBe(423);
  });

  it('handles each claim once while three instances look for due claims', async () => {
    const date = addDays(insurerToday(new Date()), -3);
    const year = Number(date.slice(0, 4));
    const token = await logIn(fleet.url, 'jan.devries');
    const tim = await findTim(fleet.url, token);
    const ids: string[] = [];
    for (let index = 0; index < 6; index++) {
      const file = pngLike(`bon-${index}.png`, 2500 + index);
      ids.push(await submitClaim(fleet.url, token, claimPayload(tim, date, 30 + index, file)));
    }
    await eventually(
      'every claim handled',
      async () => {
        const rows = await listDeclarations(fleet.url, token, year);
        return (
          rows.filter((row) => ids.includes(row.declarationId) && row.status === 0).length === ids.length
        );
      },
      60_000,
    );
    const once = ids.map(() => 1);
    expect(await rowsPerClaim(fleet.primary, fleet.database, 'claim_submissions', ids)).toEqual(once);
    expect(await rowsPerClaim(fleet.primary, fleet.database, 'declaration_bills', ids)).toEqual(once);
  });

  it('streams every write of the primary to the replica', async () => {
    expect(await fleet.replica.queryValue<boolean>('select pg_is_in_recovery()')).toBe(true);
    expect(await fleet.primary.queryValue<string>('select state from pg_stat_replication')).toBe('streaming');
    const count = 'select count(*)::int from login_events';
    const written = await fleet.primary.queryValue<number>(count, fleet.database);
    expect(written).toBeGreaterThan(0);
    await eventually('the replica has every login event', async () => {
      return (await fleet.replica.queryValue<number>(count, fleet.database)) === written;
    });
  });
});

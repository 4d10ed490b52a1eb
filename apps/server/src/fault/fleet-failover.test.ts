import { addDays, insurerToday } from '@mijn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fleet, startFleet } from '../local-infra/fleet.ts';
import { eventually, sourceEntry } from '../local-infra/server-process.ts';
import { pngLike } from '../test/multipart.ts';
import { rowsPerClaim } from './claim-rows.ts';
import { claimPayload, findTim, listDeclarations, logIn, submitClaim } from './portal-client.ts';

// Issue 36, part 3: the primary is lost, the replica is promoted (README, "A fleet on this machine").
let fleet: Fleet;
beforeAll(async () => {
  fleet = await startFleet({
    port: 18500,
    instances: 3,
    entry: sourceEntry,
    env: { CLAIM_HANDLING_DELAY_SECONDS: '2' },
  });
}, 300_000);
afterAll(() => fleet?.stop(), 60_000);

describe('failover of the database', () => {
  it('loses no acknowledged claim, resumes within 30 s and handles every claim once', async () => {
    const date = addDays(insurerToday(new Date()), -3);
    const year = Number(date.slice(0, 4));
    const token = await logIn(fleet.url, 'jan.devries');
    const tim = await findTim(fleet.url, token);
    const claim = (index: number) =>
      claimPayload(tim, date, 20 + index, pngLike(`nota-${index}.png`, 3000 + index));
    const acknowledged: string[] = [];
    for (let index = 0; index < 3; index++)
      acknowledged.push(await submitClaim(fleet.url, token, claim(index)));

    await fleet.primary.stop('immediate');
    const lostAt = Date.now();
    await fleet.promoteReplica();
    await eventually(
      'the care costs to answer through the promoted replica',
      async () => (await listDeclarations(fleet.url, token, year)).length > 0,
      30_000,
    );
    expect(Date.now() - lostAt).toBeLessThan(30_000);

    // A request that was on a cut connection may have failed: the next one is answered.
    const listed = await eventually('the care costs of the year', async () => {
      const rows = await listDeclarations(fleet.url, token, year);
      return rows.length > 0 && rows.map((row) => row.declarationId);
    });
    expect(acknowledged.filter((id) => !listed.includes(id))).toEqual([]);
    acknowledged.push(await submitClaim(fleet.url, token, claim(3)));
    await eventually(
      'every claim handled on the new primary',
      async () => {
        const rows = await listDeclarations(fleet.url, token, year);
        return (
          rows.filter((row) => acknowledged.includes(row.declarationId) && row.status === 0).length === 4
        );
      },
      60_000,
    );
    expect(await rowsPerClaim(fleet.replica, fleet.database, 'claim_submissions', acknowledged)).toEqual([
      1, 1, 1, 1,
    ]);
    expect(await rowsPerClaim(fleet.replica, fleet.database, 'declaration_bills', acknowledged)).toEqual([
      1, 1, 1, 1,
    ]);
  });
});

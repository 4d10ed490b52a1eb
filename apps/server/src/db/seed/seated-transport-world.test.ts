import { addDays, addYears, insurerToday } from '@mijn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedSeatedTransportOn } from '../../insurer/legacy/seated-transport.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seated transport seed', () => {
  it("approves Peter Jansen's dialysis transport around today, and nobody's 'all other' request", async () => {
    const today = insurerToday(t.clock.now());
    const peter = await t.customerNumberOf('Peter', 'Jansen');
    const mark = await t.customerNumberOf('Mark', 'Peters');
    expect(await approvedSeatedTransportOn(t.db, peter, today)).toMatchObject({
      situationType: 'hardship-clause',
    });
    expect(await approvedSeatedTransportOn(t.db, peter, addDays(today, -14))).not.toBeNull();
    expect(await approvedSeatedTransportOn(t.db, peter, addDays(addYears(today, 1), 1))).toBeNull();
    expect(await approvedSeatedTransportOn(t.db, mark, today)).toBeNull();
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema.ts';
import { unchangedDetails } from '../../test/customer-update.ts';
import { expectInsurerUnavailable, insurerAway } from '../../test/insurer-away.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ insurer: insurerAway('customers') });
  token = (await t.accessTokens(['jan.devries']))['jan.devries'] ?? '';
});
afterAll(() => t.close());

describe('the personal details while the insurer is away', () => {
  it.each([
    ['the persons of a picker', 'GET', '/api/Customer/GetAllCustomersWithPolicy'],
    ['the details', 'GET', '/api/Customer/GetCustomerDetails/'],
    ['a change of the details', 'POST', '/api/Customer/UpdateCustomer'],
  ] as const)('answers 503 to %s, with the message, and changes nothing', async (_what, method, url) => {
    const jan = await t.customerNumberOf('Jan', 'Vries');
    const [registered] = await t.db.select().from(customers).where(eq(customers.customerNumber, jan));
    if (!registered) throw new Error('the demo world has Jan');
    const payload = { ...unchangedDetails(registered), firstName: 'Johannes' };
    const reply = await t.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(method === 'POST' ? { payload } : {}),
    });
    expectInsurerUnavailable(reply);
    const [after] = await t.db.select().from(customers).where(eq(customers.customerNumber, jan));
    expect(after?.firstName).toBe('Jan');
  });
});

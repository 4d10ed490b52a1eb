import { contract, type Endpoint, servedPath } from '@mijn/contract';
import { addMonths, insurerToday, UNREAD_DOCUMENTS_WINDOW_MONTHS, yearOf } from '@mijn/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { fullScansIn, fullScansOf, type SentQuery } from './full-scans.ts';

/**
 * Every statement the server sends to PostgreSQL while a user logs in and opens the home screen
 * must find its rows in a large table through an index (docs/decisions/0060-scale.md). The plans
 * are read with sequential scans priced out, so the demo world's few rows tell what a million would.
 */

const sent: SentQuery[] = [];
let recording = false;
const query = pg.Client.prototype.query;
// Every statement passes here, whether the pool or a transaction's client sends it.
pg.Client.prototype.query = function recordQuery(this: pg.Client, ...args: unknown[]) {
  const [first, second] = args;
  // Drizzle sends `({ text, rowMode }, values)`; others `(text, values)` or `({ text, values })`.
  const config =
    typeof first === 'string' ? { text: first } : (first as { text?: string; values?: unknown[] });
  if (recording && config?.text) {
    sent.push({ text: config.text, values: config.values ?? (Array.isArray(second) ? second : []) });
  }
  return (query as (...params: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

/** What the web app's home screen (apps/web/src/features/home) asks for after login, with its inputs. */
function homeScreenCalls(customerNumber: string, today: string): [Endpoint, Record<string, string>][] {
  const year = String(yearOf(today));
  return [
    [contract.policy.getPolicyInfoForYear, { year }],
    [contract.agreement.getYearForOfferedAgreement, {}],
    [
      contract.document.getUnreadDocumentCount,
      { dateOnly: addMonths(today, -UNREAD_DOCUMENTS_WINDOW_MONTHS) },
    ],
    [contract.policy.getExcess, { customerNumber, year }],
    [contract.policy.getFinancialSummary, { customerNumber, year }],
    [contract.debitan.invoices, {}],
    [contract.insuranceCard.getDigitalInsuranceCardInformation, {}],
    [contract.declaration.getDeclarationsPreview, {}],
    [contract.insuranceRight.get, {}],
    [contract.collectivity.contactInfo, {}],
    [contract.news.news, {}],
    [contract.customer.getAllCustomersWithActivePolicy, {}],
    [contract.accountPopups.getEmailAddress, {}],
  ];
}

describe('the queries of login and the home screen', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const customerNumber = await t.customerNumberOf('Jan', 'Vries');
    recording = true;
    const { accessToken } = await t.loginFully('jan.devries');
    for (const [endpoint, input] of homeScreenCalls(customerNumber, insurerToday(t.clock.now()))) {
      const search = new URLSearchParams(input).toString();
      const reply = await t.app.inject({
        method: endpoint.method,
        url: `${servedPath(endpoint)}${search ? `?${search}` : ''}`,
        headers: bearer(accessToken),
        ...(endpoint.method === 'GET' ? {} : { payload: {} }),
      });
      // The web app asks only what the token allows (apps/web/src/lib/may-call.ts): Jan lives in
      // the Netherlands, so he has no insurance-right check to show.
      if (reply.statusCode === 403 && endpoint === contract.insuranceRight.get) continue;
      if (reply.statusCode !== 200)
        throw new Error(`${servedPath(endpoint)} answered ${reply.statusCode}: ${reply.body}`);
    }
    recording = false;
  });
  afterAll(() => t.close());

  it('reads no large table whole', async () => {
    const statements = [...new Map(sent.map((s) => [s.text, s])).values()].filter(
      (s) => !/^\s*(begin|commit|rollback|set|select pg_advisory)/i.test(s.text),
    );
    expect(statements.length).toBeGreaterThan(10);
    // The test database's own pool (drizzle keeps it as $client); one connection for the setting.
    const client = await (t.db as unknown as { $client: pg.Pool }).$client.connect();
    try {
      const offenders: string[] = [];
      for (const statement of statements) {
        const scans = await fullScansIn(client, statement);
        if (scans.length) offenders.push(`${scans.join(', ')}: ${statement.text}`);
      }
      expect(offenders).toEqual([]);
    } finally {
      client.release();
    }
  });
});

describe('fullScansOf', () => {
  it('names a sequential scan of a large table, and an index scan without a condition', () => {
    const plan = {
      'Node Type': 'Nested Loop',
      Plans: [
        { 'Node Type': 'Seq Scan', 'Relation Name': 'declarations' },
        { 'Node Type': 'Index Scan', 'Relation Name': 'documents' },
      ],
    };
    expect(fullScansOf(plan)).toEqual(['Seq Scan on declarations', 'Index Scan on documents']);
  });

  it('lets an index scan with a condition and a small table pass', () => {
    const plan = {
      'Node Type': 'Nested Loop',
      Plans: [
        { 'Node Type': 'Seq Scan', 'Relation Name': 'labels' },
        {
          'Node Type': 'Index Scan',
          'Relation Name': 'declarations',
          'Index Cond': '(customer_number = $1)',
        },
      ],
    };
    expect(fullScansOf(plan)).toEqual([]);
  });
});

import { contract, type Endpoint, servedPath } from '@mijn/contract';
import { addMonths, insurerToday, UNREAD_DOCUMENTS_WINDOW_MONTHS, yearOf } from '@mijn/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractEntries, send } from '../../access/access-matrix.ts';
import { accessTable, type ProbeContext } from '../../access/access-table.ts';
import { loadHouseholds, mayView, selfTarget } from '../../access/world-identifiers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fullScansIn, fullScansOf, type SentQuery } from './full-scans.ts';
import { addScaleWorld } from './scale-world.ts';

/**
 * Every statement the server sends to PostgreSQL while a user logs in, opens the home screen and
 * makes every other call of the portal must find its rows in a large table through an index
 * (docs/decisions/0060-scale.md). The plans are read with sequential scans and hash and merge joins
 * priced out, on a small scale world, so they tell what the planner does with millions of rows.
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

/** The test database's own pool, which drizzle keeps as $client. */
const pool = (t: TestApp) => (t.db as unknown as { $client: pg.Pool }).$client;

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

describe('the queries of the portal', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const today = insurerToday(t.clock.now());
    // A small scale world beside the demo one: with a few thousand rows a table, the planner picks
    // the plans it would pick on millions (and the scale seed is tried on PostgreSQL on the way).
    const seeding = await pool(t).connect();
    try {
      await addScaleWorld(
        seeding,
        { insured: 1_000, declarationsPerInsured: 10, today },
        'not a password hash',
      );
    } finally {
      seeding.release();
    }
    const households = await loadHouseholds(t.db, today);
    const people = households.flatMap((household) => household.members);
    const jan = people.find((person) => person.username === 'jan.devries');
    if (!jan) throw new Error('jan.devries is not in the seeded world');
    const context: ProbeContext = {
      today,
      year: yearOf(today),
      user: jan,
      visible: people.filter((other) => mayView(jan, other, households, today)),
    };

    recording = true;
    const { accessToken } = await t.loginFully('jan.devries');
    const sender = { token: accessToken, remoteAddress: '198.51.100.1', permissions: new Set<string>() };
    for (const [endpoint, query] of homeScreenCalls(jan.customerNumber, today)) {
      const reply = await send(
        t,
        endpoint,
        { query, ...(endpoint.method === 'GET' ? {} : { body: {} }) },
        sender,
      );
      // The web app asks only what the token allows (apps/web/src/lib/may-call.ts): Jan lives in
      // the Netherlands, so he has no insurance-right check to show.
      if (reply.statusCode === 403 && endpoint === contract.insuranceRight.get) continue;
      if (reply.statusCode !== 200)
        throw new Error(`${servedPath(endpoint)} answered ${reply.statusCode}: ${reply.body}`);
    }
    // Then every other call of the portal, as the access matrix makes it, about Jan himself.
    for (const [key, endpoint] of contractEntries()) {
      const row = accessTable[key];
      if (!row || row.access === 'not-called' || row.access === 'proof' || row.flow) continue;
      const [probe] =
        row.access === 'foreign' ? row.probes(selfTarget(jan, households), context) : [row.call(context)];
      if (probe) await send(t, endpoint, probe, sender);
    }
    recording = false;
  });
  afterAll(() => t.close());

  it('reads no large table whole', async () => {
    const statements = [...new Map(sent.map((statement) => [statement.text, statement])).values()].filter(
      (statement) => !/^\s*(begin|commit|rollback|savepoint|release)/i.test(statement.text),
    );
    // Login, the home screen and the other calls send a few hundred distinct statements.
    expect(statements.length).toBeGreaterThan(100);
    // One connection of its own for the settings, closed afterwards.
    const client = await pool(t).connect();
    try {
      const offenders: string[] = [];
      for (const statement of statements) {
        const scans = await fullScansIn(client, statement);
        if (scans.length) offenders.push(`${scans.join(', ')}: ${statement.text}`);
      }
      expect(offenders).toEqual([]);
    } finally {
      client.release(true);
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

import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, migrateFrom, rowsOf } from '../test/migrations-before.ts';
import type { TestDatabase } from '../test/test-database.ts';

const MIGRATION = '0039_treatment-abroad-facts';

/** A request as the portal kept it before: the form as sent, its texts before the contract's transforms. */
const kept = (id: string, kind: string, form: Record<string, unknown>) =>
  sql`insert into insurer.treatment_abroad_requests
      (id, reference, kind, customer_number, requested_by, fields, country_code, start_date, end_date, received_on, decide_after, status)
    values (${id}, ${`BL-2026-${id.slice(-8)}`}, ${kind}, '30000001', '30000001', ${JSON.stringify(form)}::jsonb,
      'ES', '2026-12-01', '2026-12-15', '2026-11-20', '2026-11-20T10:00:00Z', 'received')`;

const clinic = { InstanceName: 'Clínica Costa', Address: { CountryCode: 'ES' } };

describe(`migration ${MIGRATION} (issue 35)`, () => {
  let database: TestDatabase;
  const rows = <Row>(query: SQL) => rowsOf<Row>(database, query);

  beforeAll(async () => {
    database = await databaseBefore(MIGRATION);
    for (const statement of [
      sql`insert into insurer.customers (customer_number, bsn, initials, first_name, last_name, gender, birth_date, street, house_number, zip_code, city)
        values ('30000001', '123456782', 'A.', 'Anne', 'Test', 'female', '1980-01-01', 'Laan', 1, '1234AB', 'Utrecht')`,
      kept('10000000-0000-4000-8000-000000000001', 'fertility-treatment', {
        InstanceAbroad: clinic,
        TreatmentType: 'ivf',
        AttemptNumber: '4',
        HasReferral: 'true',
      }),
      kept('10000000-0000-4000-8000-000000000002', 'kidney-dialysis', {
        InstanceAbroad: clinic,
        Approval: 'true',
        Amount: '350,5',
      }),
      kept('10000000-0000-4000-8000-000000000003', 'kidney-dialysis', {
        InstanceAbroad: clinic,
        Approval: 'false',
        Amount: '',
      }),
      kept('10000000-0000-4000-8000-000000000004', 'mental-health', {
        InstanceAbroad: clinic,
        Reference: 'false',
        TreatmentPlan: 'true',
      }),
    ]) {
      await database.db.execute(statement);
    }
    await migrateFrom(database);
  });
  afterAll(() => database.close());

  it('rewrites each kept form into the facts the decision reads, the price in cents', async () => {
    const facts = await rows<{ fields: unknown }>(
      sql`select fields from insurer.treatment_abroad_requests order by id`,
    );
    expect(facts.map((row) => row.fields)).toEqual([
      {
        providerName: 'Clínica Costa',
        care: { kind: 'fertility-treatment', treatmentType: 'ivf', attempt: 4, hasReferral: true },
      },
      {
        providerName: 'Clínica Costa',
        care: { kind: 'kidney-dialysis', centreConfirmed: true, pricePerSessionCents: 35_050 },
      },
      { providerName: 'Clínica Costa', care: { kind: 'kidney-dialysis', centreConfirmed: false } },
      {
        providerName: 'Clínica Costa',
        care: { kind: 'mental-health', hasReferral: false, hasTreatmentPlan: true },
      },
    ]);
  });
});

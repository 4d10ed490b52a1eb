import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, migrateFrom, rowsOf } from '../test/migrations-before.ts';
import type { TestDatabase } from '../test/test-database.ts';

const MIGRATION = '0036_insurer-schema';

describe(`migration ${MIGRATION} (decision 0101)`, () => {
  let database: TestDatabase;
  const rows = <Row>(query: SQL) => rowsOf<Row>(database, query);

  beforeAll(async () => {
    database = await databaseBefore(MIGRATION);
    // A household as it was kept in public: a customer with an account, their agreement (the
    // premium run had settled it) and policy, and a seated-transport reference already taken.
    for (const statement of [
      sql`insert into labels (code, brand_name, short_name, collectivity_name, uzovi_code, colors, phone_number, email, website_url)
        values ('default', 'Test', 'Test', 'Test', '9999', '{}', '088-0000000', 'test@example.nl', 'https://example.nl')`,
      sql`insert into customers (customer_number, bsn, initials, first_name, last_name, gender, birth_date, street, house_number, zip_code, city)
        values ('30000001', '123456782', 'A.', 'Anne', 'Test', 'female', '1980-01-01', 'Laan', 1, '1234AB', 'Utrecht')`,
      sql`insert into accounts (customer_number, username, password_hash) values ('30000001', 'anne.test', 'hash')`,
      sql`insert into agreements (agreement_id, label_code, contract_code, policyholder_number, start_date, premium_run_settled_until)
        values (10000001, 'default', 'C1', '30000001', '2020-01-01', '2027-01-01')`,
      sql`insert into policies (policy_number, agreement_id, customer_number, role, start_date)
        values ('999910000101', 10000001, '30000001', 'H', '2020-01-01')`,
      sql`select nextval('seated_transport_reference_serial')`,
    ]) {
      await database.db.execute(statement);
    }
    await migrateFrom(database);
  });
  afterAll(() => database.close());

  it('moves the tables into the schema insurer with their rows and ids', async () => {
    const schemas = await rows<{ table_schema: string; table_name: string }>(sql`
      select table_schema, table_name from information_schema.tables
      where table_name in ('customers', 'agreements', 'policies', 'accounts', 'labels') order by table_name`);
    expect(schemas).toEqual([
      { table_schema: 'public', table_name: 'accounts' },
      { table_schema: 'insurer', table_name: 'agreements' },
      { table_schema: 'insurer', table_name: 'customers' },
      { table_schema: 'public', table_name: 'labels' },
      { table_schema: 'insurer', table_name: 'policies' },
    ]);
    expect(
      await rows(sql`
        select p.policy_number, a.agreement_id, c.customer_number, c.bsn
        from insurer.policies p join insurer.agreements a using (agreement_id)
        join insurer.customers c on c.customer_number = p.customer_number`),
    ).toEqual([
      {
        policy_number: '999910000101',
        agreement_id: 10000001,
        customer_number: '30000001',
        bsn: '123456782',
      },
    ]);
  });

  it('keeps the foreign keys within the schema', async () => {
    const keys = await rows<{ name: string; from: string; to: string }>(sql`
      select conname as name, conrelid::regclass::text as from, confrelid::regclass::text as to
      from pg_constraint where conname = 'policies_customer_number_customers_customer_number_fk'`);
    expect(keys).toEqual([
      {
        name: 'policies_customer_number_customers_customer_number_fk',
        from: 'insurer.policies',
        to: 'insurer.customers',
      },
    ]);
    await expect(
      database.db.execute(sql`insert into insurer.policies (policy_number, agreement_id, customer_number, role, start_date)
        values ('999910000199', 10000001, '39999999', 'H', '2020-01-01')`),
    ).rejects.toThrow();
  });

  it('goes on with the sequence, and the moved triggers still find their tables', async () => {
    expect(
      await rows(sql`select nextval('insurer.seated_transport_reference_serial')::int as serial`),
    ).toEqual([{ serial: 2 }]);
    await database.db.execute(sql`update insurer.policies set end_date = '2026-12-31'`);
    expect(await rows(sql`select premium_run_settled_until from insurer.agreements`)).toEqual([
      { premium_run_settled_until: null },
    ]);
  });
});

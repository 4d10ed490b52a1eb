import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsBefore } from '../test/migrations-before.ts';
import { migrationsFolder } from './migrate.ts';

const MIGRATION = '0034_letter-e-mail-by-default';

describe(`migration ${MIGRATION} (decision 0087)`, () => {
  let client: PGlite;
  beforeAll(async () => {
    client = new PGlite();
    const before = await migrationsBefore(MIGRATION);
    await migrate(drizzle(client), { migrationsFolder: before.folder });
    await before.remove();
    // Three accounts of before: one saved only the letter switch off, one chose claims and late
    // bills, one never saved anything.
    for (const [number, username] of [
      ['30000001', 'saved.off'],
      ['30000002', 'chose.others'],
      ['30000003', 'never.saved'],
    ]) {
      await client.query(
        `insert into customers (customer_number, bsn, initials, first_name, last_name, gender, birth_date,
           street, house_number, zip_code, city)
         values ($1, $1, 'A.', 'Anne', 'Test', 'female', '1980-01-01', 'Laan', 1, '1234AB', 'Utrecht')`,
        [number],
      );
      await client.query(
        `insert into accounts (customer_number, username, password_hash) values ($1, $2, 'hash')`,
        [number, username],
      );
    }
    await client.query(
      `insert into notification_preferences (account_id, email_claim_paid, email_letter_arrived, email_payment_late)
       select account_id, username = 'chose.others', false, username = 'chose.others'
       from accounts where username in ('saved.off', 'chose.others')`,
    );
    await migrate(drizzle(client), { migrationsFolder });
  });
  afterAll(() => client.close());

  it('turns the letter e-mail on for every stored row and keeps the other switches as chosen', async () => {
    const { rows } = await client.query<{
      username: string;
      email_claim_paid: boolean;
      email_letter_arrived: boolean;
      email_payment_late: boolean;
    }>(
      `select username, email_claim_paid, email_letter_arrived, email_payment_late
       from notification_preferences join accounts using (account_id) order by username`,
    );
    expect(rows).toEqual([
      {
        username: 'chose.others',
        email_claim_paid: true,
        email_letter_arrived: true,
        email_payment_late: true,
      },
      {
        username: 'saved.off',
        email_claim_paid: false,
        email_letter_arrived: true,
        email_payment_late: false,
      },
    ]);
  });

  it('makes a row saved later start with the letter e-mail on', async () => {
    await client.query(
      `insert into notification_preferences (account_id)
       select account_id from accounts where username = 'never.saved'`,
    );
    const { rows } = await client.query<{ email_letter_arrived: boolean; email_claim_paid: boolean }>(
      `select email_letter_arrived, email_claim_paid from notification_preferences
       join accounts using (account_id) where username = 'never.saved'`,
    );
    expect(rows).toEqual([{ email_letter_arrived: true, email_claim_paid: false }]);
  });
});

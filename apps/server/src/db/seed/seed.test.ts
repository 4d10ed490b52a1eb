import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { ageOn, isValidBsn, isValidIban } from '@mijn/domain';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelCatalogue } from '../../core/labels/catalogue.ts';
import * as schema from '../schema.ts';
import { type Database, demoAccounts, seed, seedPortal } from './index.ts';

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));
// 11:00 in Amsterdam on 17 May 2026: Lisa Visser's birthday.
const today = new Date('2026-05-17T09:00:00Z');
const todayIso = '2026-05-17';
const fakeHash = async (plain: string): Promise<string> => `fake-hash:${plain}`;

async function freshDatabase(): Promise<{ client: PGlite; db: Database }> {
  const client = new PGlite();
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { client, db };
}

const relativeLuminance = (hex: string): number => {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.040_45 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrastWithWhite = (hex: string): number => 1.05 / (relativeLuminance(hex) + 0.05);

describe('seed', () => {
  let client: PGlite;
  let db: Database;

  beforeAll(async () => {
    ({ client, db } = await freshDatabase());
    // The server seeds inside its own transaction, so the seed's transaction nests as a savepoint.
    await db.transaction((tx) => seed(tx, { today, hashPassword: fakeHash, demoAccounts: true }));
  });

  afterAll(async () => {
    await client.close();
  });

  it('creates the six labels with distinct fictional UZOVI codes and readable brand colours', async () => {
    const labels = await db.select().from(schema.labels);
    expect(labels.map((label) => label.code).sort()).toEqual(['aev', 'ble', 'c4l', 'default', 'dmn', 'pve']);
    expect(new Set(labels.map((label) => label.uzoviCode)).size).toBe(6);
    expect(new Set(labels.map((label) => label.colors.primary)).size).toBe(6);
    for (const label of labels) {
      expect(label.uzoviCode).toMatch(/^9\d{3}$/);
      expect(label.phoneNumber).toMatch(/^088-\d{7}$/);
      expect(label.email).toMatch(/@[a-z0-9]+\.example$/);
      expect(label.websiteUrl).toMatch(/^https:\/\/www\.[a-z0-9]+\.example$/);
      expect(contrastWithWhite(label.colors.primary)).toBeGreaterThanOrEqual(4.5);
      expect(relativeLuminance(label.colors.primaryDark)).toBeLessThan(
        relativeLuminance(label.colors.primary),
      );
      expect(relativeLuminance(label.colors.background)).toBeGreaterThan(0.85);
    }
  });

  it('gives every label basic, additional, dental and excess products with premiums for last, this and next year', async () => {
    const products = await db.select().from(schema.products);
    const premiums = await db.select().from(schema.productPremiums);
    for (const { code } of labelCatalogue) {
      const lines = products.filter((product) => product.labelCode === code);
      for (const type of ['MB', 'AP', 'TA', 'OW'] as const) {
        expect(lines.some((line) => line.type === type)).toBe(true);
      }
      for (const line of lines) {
        const years = premiums
          .filter((premium) => premium.productId === line.id)
          .map((premium) => premium.year);
        expect(years.sort()).toEqual([2025, 2026, 2027]);
      }
    }
  });

  it('uses package ids 1113-1118 for basic insurance only', async () => {
    const products = await db.select().from(schema.products);
    for (const product of products) {
      const isBasicId = product.packageId >= 1113 && product.packageId <= 1118;
      expect(isBasicId).toBe(product.type === 'MB');
    }
  });

  it('prices basic cover realistically and raises premiums into next year', async () => {
    const rows = await db
      .select({ product: schema.products, premium: schema.productPremiums })
      .from(schema.productPremiums)
      .innerJoin(schema.products, eq(schema.products.id, schema.productPremiums.productId));
    const premium = (productId: string, year: number) =>
      rows.find((row) => row.product.id === productId && row.premium.year === year)!.premium;
    for (const { product, premium: thisYear } of rows.filter((row) => row.premium.year === 2026)) {
      if (product.type === 'MB') {
        expect(thisYear.monthlyPremiumCents).toBeGreaterThan(12_000);
        expect(thisYear.monthlyPremiumCents).toBeLessThan(18_000);
        expect(thisYear.collectivityDiscountCents).toBe(0);
      }
      if (thisYear.monthlyPremiumCents > 0) {
        const increase = premium(product.id, 2027).monthlyPremiumCents / thisYear.monthlyPremiumCents;
        expect(increase).toBeGreaterThan(1.03);
        expect(increase).toBeLessThan(1.07);
        expect(premium(product.id, 2025).monthlyPremiumCents).toBeLessThan(thisYear.monthlyPremiumCents);
      }
    }
  });

  it('discounts supplementary and dental cover for collectivities only', async () => {
    const rows = await db
      .select({ product: schema.products, premium: schema.productPremiums })
      .from(schema.productPremiums)
      .innerJoin(schema.products, eq(schema.products.id, schema.productPremiums.productId));
    for (const { product, premium } of rows.filter((row) => ['AP', 'TA'].includes(row.product.type))) {
      if (product.labelCode === 'default') expect(premium.collectivityDiscountCents).toBe(0);
      else expect(premium.collectivityDiscountCents).toBeGreaterThan(0);
    }
  });

  it('offers dental tiers of 250, 500 and 1000 euro, the two higher with medical selection', async () => {
    const dental = await db.select().from(schema.products).where(eq(schema.products.type, 'TA'));
    for (const { code } of labelCatalogue) {
      const tiers = dental
        .filter((product) => product.labelCode === code)
        .map((product) => [product.yearlyMaximumCents, product.hasMedicalSelection]);
      expect(tiers.sort()).toEqual([
        [100_000, true],
        [25_000, false],
        [50_000, true],
      ]);
    }
  });

  it('offers a voluntary excess of 0 or 500 euro, where 500 lowers the premium', async () => {
    const rows = await db
      .select({ product: schema.products, premium: schema.productPremiums })
      .from(schema.productPremiums)
      .innerJoin(schema.products, eq(schema.products.id, schema.productPremiums.productId))
      .where(eq(schema.products.type, 'OW'));
    expect(new Set(rows.map((row) => row.product.voluntaryExcessCents))).toEqual(new Set([0, 50_000]));
    for (const { product, premium } of rows) {
      if (product.voluntaryExcessCents === 0) expect(premium.monthlyPremiumCents).toBe(0);
      else expect(premium.monthlyPremiumCents).toBeLessThan(0);
    }
  });

  it('gives an employer collectivity the employer package lines', async () => {
    const lines = await db.select().from(schema.products).where(eq(schema.products.labelCode, 'pve'));
    expect(lines.map((line) => line.type)).toEqual(expect.arrayContaining(['XA', 'AE', 'KL', 'ER']));
  });

  it('creates the demo accounts with their roles and labels', async () => {
    const rows = await db
      .select({ account: schema.accounts, policy: schema.policies, agreement: schema.agreements })
      .from(schema.accounts)
      .innerJoin(schema.policies, eq(schema.policies.customerNumber, schema.accounts.customerNumber))
      .innerJoin(schema.agreements, eq(schema.agreements.agreementId, schema.policies.agreementId));
    const seeded = rows.map((row) => ({
      username: row.account.username,
      role: row.policy.role,
      label: row.agreement.labelCode,
      passwordHash: row.account.passwordHash,
    }));
    expect(seeded).toHaveLength(demoAccounts.length);
    expect(seeded).toEqual(
      expect.arrayContaining([
        { username: 'jan.devries', role: 'H', label: 'default', passwordHash: 'fake-hash:Welkom-2026!' },
        { username: 'anna.devries', role: 'P', label: 'default', passwordHash: 'fake-hash:Welkom-2026!' },
        { username: 'sanne.devries', role: 'M', label: 'default', passwordHash: 'fake-hash:Welkom-2026!' },
        { username: 'peter.jansen', role: 'H', label: 'aev', passwordHash: 'fake-hash:Welkom-2026!' },
        { username: 'fatima.bakker', role: 'H', label: 'ble', passwordHash: 'fake-hash:Tijdelijk-2026!' },
        { username: 'mark.peters', role: 'H', label: 'pve', passwordHash: 'fake-hash:Welkom-2026!' },
        { username: 'eva.smit', role: 'H', label: 'c4l', passwordHash: 'fake-hash:Welkom-2026!' },
      ]),
    );
    for (const account of demoAccounts) {
      expect(seeded).toContainEqual(
        expect.objectContaining({ username: account.username, role: account.role, label: account.label }),
      );
    }
  });

  it('gives every account a unique Dutch mobile number', async () => {
    const accounts = await db.select().from(schema.accounts);
    for (const account of accounts) expect(account.phoneNumber).toMatch(/^\+316\d{8}$/);
    expect(new Set(accounts.map((account) => account.phoneNumber)).size).toBe(accounts.length);
  });

  it('leaves fatima.bakker with a temporary password, unsigned terms and no e-mail', async () => {
    const [row] = await db
      .select({ account: schema.accounts, customer: schema.customers })
      .from(schema.accounts)
      .innerJoin(schema.customers, eq(schema.customers.customerNumber, schema.accounts.customerNumber))
      .where(eq(schema.accounts.username, 'fatima.bakker'));
    expect(row?.account.shouldResetPassword).toBe(true);
    expect(row?.account.termsSignedAt).toBeNull();
    expect(row?.customer.email).toBeNull();
    expect(row?.customer.phoneNumber).toMatch(/^\+316\d{8}$/);

    const [jan] = await db.select().from(schema.accounts).where(eq(schema.accounts.username, 'jan.devries'));
    expect(jan?.shouldResetPassword).toBe(false);
    expect(jan?.termsSignedAt?.getTime()).toBeLessThan(today.getTime());
  });

  it('makes peter.jansen a defaulter with a voluntary excess of 500 euro this year', async () => {
    const rows = await db
      .select({ customer: schema.customers, product: schema.products, period: schema.policyProducts })
      .from(schema.accounts)
      .innerJoin(schema.customers, eq(schema.customers.customerNumber, schema.accounts.customerNumber))
      .innerJoin(schema.policies, eq(schema.policies.customerNumber, schema.customers.customerNumber))
      .innerJoin(schema.policyProducts, eq(schema.policyProducts.policyNumber, schema.policies.policyNumber))
      .innerJoin(schema.products, eq(schema.products.id, schema.policyProducts.productId))
      .where(eq(schema.accounts.username, 'peter.jansen'));
    expect(rows.every((row) => row.customer.isDefaulter)).toBe(true);
    const excessThisYear = rows.filter(
      (row) => row.product.type === 'OW' && row.period.startDate.startsWith('2026'),
    );
    expect(excessThisYear.map((row) => row.product.voluntaryExcessCents)).toEqual([50_000]);
  });

  it('makes Sanne exactly 17 and Tim exactly 9 today, and Jan born on 1980-03-14', async () => {
    const family = await db.select().from(schema.customers).where(eq(schema.customers.lastName, 'Vries'));
    const birthDateOf = (firstName: string) =>
      family.find((person) => person.firstName === firstName)!.birthDate;
    expect(birthDateOf('Sanne')).toBe('2009-05-17');
    expect(ageOn(birthDateOf('Sanne'), todayIso)).toBe(17);
    expect(ageOn(birthDateOf('Sanne'), '2026-05-16')).toBe(16);
    expect(birthDateOf('Tim')).toBe('2017-05-17');
    expect(ageOn(birthDateOf('Tim'), todayIso)).toBe(9);
    expect(birthDateOf('Jan')).toBe('1980-03-14');
  });

  it('puts the De Vries family of four on agreement 10000001 of the default label', async () => {
    const policies = await db
      .select()
      .from(schema.policies)
      .where(eq(schema.policies.agreementId, 10_000_001));
    expect(policies.map((policy) => policy.role).sort()).toEqual(['H', 'M', 'M', 'P']);
    const [agreement] = await db
      .select()
      .from(schema.agreements)
      .where(eq(schema.agreements.agreementId, 10_000_001));
    expect(agreement?.labelCode).toBe('default');
  });

  it('gives only valid BSNs, IBANs, customer numbers, policy numbers and postal codes', async () => {
    const customers = await db.select().from(schema.customers);
    expect(new Set(customers.map((customer) => customer.bsn)).size).toBe(customers.length);
    for (const customer of customers) {
      expect(isValidBsn(customer.bsn)).toBe(true);
      expect(customer.customerNumber).toMatch(/^\d{8}$/);
      if (customer.country === 'NL') expect(customer.zipCode).toMatch(/^[1-9]\d{3}[A-Z]{2}$/);
      if (customer.email) expect(customer.email).toMatch(/@example\.nl$/);
    }
    const agreements = await db.select().from(schema.agreements);
    for (const agreement of agreements) {
      expect(String(agreement.agreementId)).toMatch(/^1000000\d$/);
      expect(agreement.reimbursementIban).toMatch(/^NL\d{2}[A-Z]{4}\d{10}$/);
      expect(isValidIban(agreement.reimbursementIban!)).toBe(true);
    }
    const policies = await db.select().from(schema.policies);
    for (const policy of policies) expect(policy.policyNumber).toMatch(/^\d{12}$/);
  });

  it('registers Lisa Visser, born 1990-05-17, as main insured of agreement 10000004 without an account', async () => {
    const [row] = await db
      .select({ customer: schema.customers, agreement: schema.agreements, account: schema.accounts })
      .from(schema.agreements)
      .innerJoin(schema.customers, eq(schema.customers.customerNumber, schema.agreements.policyholderNumber))
      .leftJoin(schema.accounts, eq(schema.accounts.customerNumber, schema.customers.customerNumber))
      .where(eq(schema.agreements.agreementId, 10_000_004));
    expect(row?.customer).toMatchObject({ firstName: 'Lisa', lastName: 'Visser', birthDate: '1990-05-17' });
    expect(row?.agreement.labelCode).toBe('dmn');
    expect(row?.account).toBeNull();
  });

  it('gives every policy products for last year and this year, each within one calendar year', async () => {
    const policies = await db.select().from(schema.policies);
    const periods = await db.select().from(schema.policyProducts);
    for (const policy of policies) {
      const own = periods.filter((period) => period.policyNumber === policy.policyNumber);
      for (const year of ['2025', '2026']) {
        expect(own.some((period) => period.startDate.startsWith(year))).toBe(true);
      }
      for (const period of own) {
        expect(period.endDate).toBe(`${period.startDate.slice(0, 4)}-12-31`);
        expect(period.startDate >= policy.startDate).toBe(true);
      }
    }
  });

  it('insures children with basic cover and the highest supplementary cover of their parents, nothing else', async () => {
    const rows = await db
      .select({ customer: schema.customers, product: schema.products, period: schema.policyProducts })
      .from(schema.policies)
      .innerJoin(schema.customers, eq(schema.customers.customerNumber, schema.policies.customerNumber))
      .innerJoin(schema.policyProducts, eq(schema.policyProducts.policyNumber, schema.policies.policyNumber))
      .innerJoin(schema.products, eq(schema.products.id, schema.policyProducts.productId))
      .where(eq(schema.policies.agreementId, 10_000_001));
    const codesThisYear = (firstName: string) =>
      rows
        .filter((row) => row.customer.firstName === firstName && row.period.startDate.startsWith('2026'))
        .map((row) => row.product.code)
        .sort();
    expect(codesThisYear('Jan')).toEqual(['AP-2', 'MB-NATURA', 'OW-0', 'TA-500']);
    expect(codesThisYear('Anna')).toEqual(['AP-3', 'MB-NATURA', 'OW-0', 'TA-250']);
    expect(codesThisYear('Sanne')).toEqual(['AP-3', 'MB-NATURA']);
    expect(codesThisYear('Tim')).toEqual(['AP-3', 'MB-NATURA']);
  });
});

describe('seed for production', () => {
  it('builds the households without the demo accounts whose password the README publishes', async () => {
    const { client, db } = await freshDatabase();
    await seed(db, { today, hashPassword: fakeHash, demoAccounts: false });
    expect(await db.select().from(schema.accounts)).toEqual([]);
    const jan = await db.select().from(schema.customers).where(eq(schema.customers.firstName, 'Jan'));
    expect(jan).toHaveLength(1);
    await client.close();
  });
});

describe('seed of a portal whose insurer is a service of its own', () => {
  it('holds the labels and their content, and no customer, product or account', async () => {
    const { client, db } = await freshDatabase();
    await seedPortal(db, today);
    const labels = await db.select({ code: schema.labels.code }).from(schema.labels);
    expect(labels.map((label) => label.code).sort()).toEqual(
      labelCatalogue.map((label) => label.code).sort(),
    );
    expect((await db.select().from(schema.newsItems)).length).toBeGreaterThan(0);
    expect(await db.select().from(schema.customers)).toEqual([]);
    expect(await db.select().from(schema.products)).toEqual([]);
    expect(await db.select().from(schema.accounts)).toEqual([]);
    await client.close();
  });
});

describe('seed atomicity', () => {
  it('leaves the database empty when any insert fails', async () => {
    const { client, db } = await freshDatabase();
    // A customer already holding the seed's first customer number makes the customer insert fail
    // after labels and products went in.
    await db.insert(schema.customers).values({
      customerNumber: '20000001',
      bsn: '111222333',
      initials: 'X.',
      firstName: 'Bestaand',
      prefix: null,
      lastName: 'Persoon',
      gender: 'male',
      birthDate: '1970-01-01',
      street: 'Dorpsstraat',
      houseNumber: 1,
      zipCode: '1234AB',
      city: 'Ergens',
    });
    await expect(seed(db, { today, hashPassword: fakeHash, demoAccounts: true })).rejects.toThrow();
    expect(await db.select().from(schema.labels)).toEqual([]);
    expect(await db.select().from(schema.products)).toEqual([]);
    await client.close();
  });
});

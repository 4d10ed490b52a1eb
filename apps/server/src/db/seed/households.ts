import type { LabelCode } from '@mijn/contract';
import type { agreements, customers, policies } from '../schema.ts';

type Role = (typeof policies.$inferInsert)['role'];
type Gender = (typeof customers.$inferInsert)['gender'];
type PaymentMethod = NonNullable<(typeof agreements.$inferInsert)['paymentMethod']>;
type ExcessPaymentMethod = NonNullable<(typeof agreements.$inferInsert)['excessPaymentMethod']>;

export const demoPassword = 'Welkom-2026!';
export const temporaryDemoPassword = 'Tijdelijk-2026!';

export interface DemoAccountSeed {
  username: string;
  password: string;
  /** Account phone number, Dutch mobile in E.164; unique per account. */
  phoneNumber: string;
  shouldResetPassword: boolean;
  hasSignedTerms: boolean;
  /** Post by e-mail (true) or on paper. */
  digitalPost: boolean;
  description: string;
}

export interface DemoPersonSeed {
  role: Role;
  initials: string;
  firstName: string;
  prefix: string | null;
  lastName: string;
  maidenName?: string;
  prefixMaidenName?: string;
  gender: Gender;
  /** A fixed ISO date, or an age that is reached exactly today. */
  birth: { date: string } | { yearsOldToday: number };
  email: string | null;
  phoneNumber: string | null;
  isDefaulter?: boolean;
  /** Product codes of an adult's cover; children under 18 follow the household (see index.ts). */
  productCodes?: string[];
  account?: DemoAccountSeed;
}

export interface DemoHouseholdSeed {
  label: LabelCode;
  agreementId: number;
  /** Start of the agreement and of the adults' policies. */
  insuredSince: string;
  /** The policyholder cancelled the agreement as of 31 December of this year: next year has no policy. */
  endsThisYear?: true;
  paymentTermMonths: 1 | 3 | 6 | 12;
  paymentMethod: PaymentMethod;
  /** How excess bills are paid; a direct debit gets its own mandate on the same account. */
  excessPaymentMethod: ExcessPaymentMethod;
  /** The collectivity's contract requires the premium to be debited. */
  mandatoryDirectDebit?: true;
  /** The insurer stopped debiting after failed collections this many months ago: the mandate was revoked. */
  debitsStoppedMonthsAgo?: number;
  /** The household's one account: premium (unless the employer pays), reimbursements and excess. */
  bank: { code: string; accountStem: number };
  address: {
    street: string;
    houseNumber: number;
    houseNumberAddition?: string;
    zipCode: string;
    city: string;
    /** ISO 3166 country code; the Netherlands unless the household lives abroad. */
    country?: string;
  };
  /** The policyholder (role H) comes first. */
  members: DemoPersonSeed[];
}

const account = (
  username: string,
  phoneNumber: string,
  description: string,
  overrides: Partial<DemoAccountSeed> = {},
): DemoAccountSeed => ({
  username,
  password: demoPassword,
  phoneNumber,
  shouldResetPassword: false,
  hasSignedTerms: true,
  digitalPost: true,
  description,
  ...overrides,
});

export const demoHouseholds: readonly DemoHouseholdSeed[] = [
  {
    label: 'default',
    agreementId: 10_000_001,
    insuredSince: '2008-01-01',
    paymentTermMonths: 1,
    paymentMethod: 'DirectDebit',
    excessPaymentMethod: 'DirectDebit',
    bank: { code: 'INGB', accountStem: 4_718_237 },
    address: { street: 'Lindelaan', houseNumber: 12, zipCode: '3521AB', city: 'Utrecht' },
    members: [
      {
        role: 'H',
        initials: 'J.',
        firstName: 'Jan',
        prefix: 'de',
        lastName: 'Vries',
        gender: 'male',
        birth: { date: '1980-03-14' },
        email: 'jan.devries@example.nl',
        phoneNumber: '+31612345678',
        productCodes: ['MB-NATURA', 'AP-2', 'TA-500', 'OW-0'],
        account: account('jan.devries', '+31612345678', 'Main insured of a family of four'),
      },
      {
        role: 'P',
        initials: 'A.M.',
        firstName: 'Anna',
        prefix: 'de',
        lastName: 'Vries',
        maidenName: 'Bos',
        gender: 'female',
        birth: { date: '1982-07-22' },
        email: 'anna.devries@example.nl',
        phoneNumber: '+31623456789',
        productCodes: ['MB-NATURA', 'AP-3', 'TA-250', 'OW-0'],
        account: account(
          'anna.devries',
          '+31623456789',
          "Partner of Jan de Vries, the family's highest cover",
        ),
      },
      {
        role: 'M',
        initials: 'S.',
        firstName: 'Sanne',
        prefix: 'de',
        lastName: 'Vries',
        gender: 'female',
        birth: { yearsOldToday: 17 },
        email: 'sanne.devries@example.nl',
        phoneNumber: '+31634567890',
        account: account(
          'sanne.devries',
          '+31634567890',
          'Daughter, 17 today: co-insured with her own account',
        ),
      },
      {
        role: 'M',
        initials: 'T.',
        firstName: 'Tim',
        prefix: 'de',
        lastName: 'Vries',
        gender: 'male',
        birth: { yearsOldToday: 9 },
        email: null,
        phoneNumber: null,
      },
    ],
  },
  {
    label: 'aev',
    agreementId: 10_000_002,
    insuredSince: '2019-01-01',
    paymentTermMonths: 1,
    // Two debits failed; since then he gets his invoices to pay by transfer.
    paymentMethod: 'Mail',
    excessPaymentMethod: 'Mail',
    debitsStoppedMonthsAgo: 2,
    bank: { code: 'RABO', accountStem: 315_402_871 },
    address: { street: 'Molenstraat', houseNumber: 5, zipCode: '2011KL', city: 'Haarlem' },
    members: [
      {
        role: 'H',
        initials: 'P.',
        firstName: 'Peter',
        prefix: null,
        lastName: 'Jansen',
        gender: 'male',
        birth: { date: '1974-11-02' },
        email: 'peter.jansen@example.nl',
        phoneNumber: '+31645678901',
        isDefaulter: true,
        productCodes: ['MB-BUDGET', 'AP-1', 'OW-500'],
        account: account(
          'peter.jansen',
          '+31645678901',
          'Single main insured, voluntary excess 500 euro, a defaulter',
        ),
      },
    ],
  },
  {
    label: 'ble',
    agreementId: 10_000_003,
    insuredSince: '2018-01-01',
    paymentTermMonths: 3,
    paymentMethod: 'DirectDebit',
    excessPaymentMethod: 'DirectDebit',
    bank: { code: 'ABNA', accountStem: 529_160_384 },
    address: {
      street: 'Tulpstraat',
      houseNumber: 33,
      houseNumberAddition: 'A',
      zipCode: '1055TX',
      city: 'Amsterdam',
    },
    members: [
      {
        role: 'H',
        initials: 'F.',
        firstName: 'Fatima',
        prefix: null,
        lastName: 'Bakker',
        gender: 'female',
        birth: { date: '1987-09-30' },
        email: null,
        phoneNumber: '+31656789012',
        productCodes: ['MB-NATURA', 'AP-2', 'TA-250', 'OW-0'],
        account: account(
          'fatima.bakker',
          '+31656789012',
          'Main insured with a temporary password, unsigned terms and no e-mail on file',
          {
            password: temporaryDemoPassword,
            shouldResetPassword: true,
            hasSignedTerms: false,
            digitalPost: false,
          },
        ),
      },
      {
        role: 'M',
        initials: 'Y.',
        firstName: 'Yusuf',
        prefix: null,
        lastName: 'Bakker',
        gender: 'male',
        birth: { yearsOldToday: 6 },
        email: null,
        phoneNumber: null,
      },
    ],
  },
  {
    label: 'dmn',
    agreementId: 10_000_004,
    insuredSince: '2021-01-01',
    paymentTermMonths: 12,
    paymentMethod: 'iDeal',
    excessPaymentMethod: 'iDeal',
    bank: { code: 'ASNB', accountStem: 870_214_653 },
    address: { street: 'Duinweg', houseNumber: 8, zipCode: '2202AB', city: 'Noordwijk' },
    members: [
      {
        role: 'H',
        initials: 'L.',
        firstName: 'Lisa',
        prefix: null,
        lastName: 'Visser',
        gender: 'female',
        birth: { date: '1990-05-17' },
        email: 'lisa.visser@example.nl',
        phoneNumber: '+31687654321',
        productCodes: ['MB-RESTITUTIE', 'AP-1', 'TA-500', 'OW-0'],
      },
    ],
  },
  {
    label: 'pve',
    agreementId: 10_000_005,
    insuredSince: '2016-01-01',
    paymentTermMonths: 1,
    paymentMethod: 'BOR',
    // The employer pays the premium; the excess is his own, debited from his account.
    excessPaymentMethod: 'DirectDebit',
    bank: { code: 'TRIO', accountStem: 198_735_420 },
    address: { street: 'Polderweg', houseNumber: 21, zipCode: '8251PT', city: 'Dronten' },
    members: [
      {
        role: 'H',
        initials: 'M.J.',
        firstName: 'Mark',
        prefix: null,
        lastName: 'Peters',
        gender: 'male',
        birth: { date: '1985-01-09' },
        email: 'mark.peters@example.nl',
        phoneNumber: '+31667890123',
        productCodes: ['MB-COMBINATIE', 'XA-COLLECTIEF', 'TA-500', 'OW-0'],
        account: account(
          'mark.peters',
          '+31667890123',
          'Main insured with an employer package, premium paid by the employer',
        ),
      },
      {
        role: 'P',
        initials: 'S.',
        firstName: 'Sophie',
        prefix: null,
        lastName: 'Peters',
        maidenName: 'Meijer',
        gender: 'female',
        birth: { date: '1986-06-03' },
        email: 'sophie.peters@example.nl',
        phoneNumber: '+31698765432',
        // No excess product on her policy: the overview inserts the mandatory-excess line (spec §9).
        productCodes: ['MB-COMBINATIE', 'XA-COLLECTIEF'],
      },
    ],
  },
  {
    label: 'c4l',
    agreementId: 10_000_006,
    insuredSince: '2023-01-01',
    paymentTermMonths: 1,
    paymentMethod: 'DirectDebit',
    excessPaymentMethod: 'iDeal',
    mandatoryDirectDebit: true,
    bank: { code: 'SNSB', accountStem: 641_097_285 },
    address: { street: 'Kerkplein', houseNumber: 3, zipCode: '5611AB', city: 'Eindhoven' },
    members: [
      {
        role: 'H',
        initials: 'E.',
        firstName: 'Eva',
        prefix: null,
        lastName: 'Smit',
        gender: 'female',
        birth: { date: '1995-12-11' },
        email: 'eva.smit@example.nl',
        phoneNumber: '+31678901234',
        productCodes: ['MB-NATURA', 'AP-3', 'TA-1000', 'OW-0'],
        account: account(
          'eva.smit',
          '+31678901234',
          'Single main insured with the highest dental tier (medical selection passed)',
        ),
      },
    ],
  },
  {
    // A cross-border worker: lives in Belgium, works and is insured in the Netherlands, so the
    // insurance-right check (verzekeringsrecht) applies to him.
    label: 'default',
    agreementId: 10_000_007,
    insuredSince: '2022-03-01',
    paymentTermMonths: 1,
    paymentMethod: 'DirectDebit',
    excessPaymentMethod: 'DirectDebit',
    bank: { code: 'INGB', accountStem: 7_305_918 },
    address: { street: 'Meir', houseNumber: 44, zipCode: '2000', city: 'Antwerpen', country: 'BE' },
    members: [
      {
        role: 'H',
        initials: 'R.',
        firstName: 'Ruben',
        prefix: null,
        lastName: 'Koster',
        gender: 'male',
        birth: { date: '1984-08-21' },
        email: 'ruben.koster@example.nl',
        phoneNumber: '+31611223344',
        productCodes: ['MB-NATURA', 'AP-1', 'OW-0'],
        account: account(
          'ruben.koster',
          '+31611223344',
          'Cross-border worker living in Belgium: his insurance right must be checked',
        ),
      },
    ],
  },
  {
    // She cancelled as of 31 December to switch insurers, then chose to stay: this year runs as
    // usual, next year has no policy until she requests one (polis-aanvragen, decision 0050).
    label: 'default',
    agreementId: 10_000_008,
    insuredSince: '2020-01-01',
    endsThisYear: true,
    paymentTermMonths: 1,
    paymentMethod: 'DirectDebit',
    excessPaymentMethod: 'DirectDebit',
    bank: { code: 'RABO', accountStem: 402_618_935 },
    address: { street: 'Vismarkt', houseNumber: 17, zipCode: '9711KT', city: 'Groningen' },
    members: [
      {
        role: 'H',
        initials: 'K.',
        firstName: 'Karin',
        prefix: null,
        lastName: 'Dekker',
        gender: 'female',
        birth: { date: '1978-10-05' },
        email: 'karin.dekker@example.nl',
        phoneNumber: '+31619283746',
        productCodes: ['MB-NATURA', 'AP-1', 'TA-250', 'OW-500'],
        account: account(
          'karin.dekker',
          '+31619283746',
          'Single main insured whose policy ends on 31 December: next year she has none yet',
        ),
      },
    ],
  },
];

export interface DemoAccount {
  username: string;
  password: string;
  role: Role;
  label: LabelCode;
  description: string;
}

/** Every seeded login, for the README and the end-to-end tests. */
export const demoAccounts: readonly DemoAccount[] = demoHouseholds.flatMap((household) =>
  household.members.flatMap((member) =>
    member.account
      ? [
          {
            username: member.account.username,
            password: member.account.password,
            role: member.role,
            label: household.label,
            description: member.account.description,
          },
        ]
      : [],
  ),
);

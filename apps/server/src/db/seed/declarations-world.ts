import {
  addBusinessDays,
  addDays,
  type CareType,
  formalName,
  type RejectionCode,
  yearOf,
} from '@mijn/domain';
import { eq } from 'drizzle-orm';
import {
  adjudicateInDateOrder,
  type Benefit,
  type Claim,
  coverTypeFor,
  type InsuredCover,
  insuredCover,
  type JudgedActivity,
  type Judgement,
  paymentRunAfter,
} from '../../insurer/legacy/claims.ts';
import type { Db } from '../client.ts';
import {
  agreements,
  customers,
  declarationActivities,
  declarationBills,
  declarations,
  policies,
} from '../schema.ts';

type DeclarationRow = typeof declarations.$inferInsert;
type BillRow = typeof declarationBills.$inferInsert;
type ActivityRow = typeof declarationActivities.$inferInsert;

/** The last treatment day: a share of this year's days that have passed (latest last), or a day of last year. */
type When = { thisYear: number } | { lastYear: `${number}-${number}` };

interface SeedActivity {
  description: string;
  cents: number;
  /** Days before the claim's last treatment day (never before 1 January of its year). */
  daysBefore?: number;
}

interface SeedClaim {
  who: string;
  /** A care type code, or 'abroad' / 'transport' like the claims the core handles. */
  careType: CareType | 'abroad' | 'transport';
  provider: string;
  when: When;
  status: 0 | 1 | 2;
  /** Z the care provider (paid directly, receiver M), V the insured (paid to the policyholder, D). */
  by: 'Z' | 'V';
  bills: SeedActivity[][];
  /** Transport for a treatment that is a legal entitlement (dialysis, chemo- or radiotherapy). */
  transportApproved?: boolean;
  /** Handled since the user last opened the overview. */
  unread?: boolean;
  /** Why a claim is not applicable (status 2), in Dutch. */
  rejection?: string;
}

const duplicate = 'Deze nota is al eerder ingediend en verwerkt.';
const needsApproval = 'Voor dit hulpmiddel is vooraf toestemming nodig; die is niet aangevraagd.';
/** The seeded refusals that have a reason code, so a screen can say them in the reader's language. */
const seededRejectionCodes = new Map<string, RejectionCode[]>([
  [duplicate, ['duplicate']],
  [needsApproval, ['no-approval']],
]);

const sessions = (description: string, cents: number, count: number, everyDays: number): SeedActivity[] =>
  Array.from({ length: count }, (_, index) => ({
    description: `${description} ${index + 1}`,
    cents,
    daysBefore: (count - 1 - index) * everyDays,
  }));

/**
 * Two years of claims for every demo household, each household in all three statuses and with
 * both submitters, all care types over the whole world. Amounts come from the claims core's rules
 * (`adjudicateInDateOrder`), in treatment-date order per person and year. Kept on purpose: jan.devries has 240 of his 385 euro
 * excess consumed this year (GVS 12.50, dental 120), so a new claim of his still moves the excess
 * bar; last year he used it all. peter.jansen has consumed 600 of 885; eva.smit all of her 385,
 * collected by the excess invoice in her payment arrangement.
 */
export const seedClaims: readonly SeedClaim[] = [
  // Jan de Vries (natura, AP-2, TA-500), this year.
  {
    who: 'Jan',
    careType: 'hospital',
    provider: 'Diakonessenhuis Utrecht',
    when: { thisYear: 0.8 },
    status: 0,
    by: 'Z',
    bills: [
      [
        { description: 'Polikliniekbezoek orthopedie', cents: 8_750, daysBefore: 14 },
        { description: 'Röntgenfoto knie', cents: 4_000 },
      ],
    ],
  },
  {
    who: 'Jan',
    careType: 'pharmacy',
    provider: 'Apotheek De Linde',
    when: { thisYear: 0.5 },
    status: 0,
    by: 'Z',
    bills: [[{ description: 'Omeprazol 40 mg, 90 stuks', cents: 12_500 }]],
  },
  {
    who: 'Jan',
    careType: 'general-practitioner',
    provider: 'Huisartsenpraktijk Lindelaan',
    when: { thisYear: 0.65 },
    status: 0,
    by: 'Z',
    unread: true,
    bills: [[{ description: 'Consult huisarts, 20 minuten', cents: 3_200 }]],
  },
  {
    who: 'Jan',
    careType: 'dental',
    provider: 'Tandartspraktijk Oudwijk',
    when: { thisYear: 0.3 },
    status: 0,
    by: 'V',
    bills: [
      [
        { description: 'Periodieke controle', cents: 5_500 },
        { description: 'Gebitsreiniging', cents: 6_500 },
      ],
    ],
  },
  {
    who: 'Jan',
    careType: 'physiotherapy',
    provider: 'Fysio Utrecht-Oost',
    when: { thisYear: 0.05 },
    status: 1,
    by: 'Z',
    bills: [[{ description: 'Behandeling fysiotherapie', cents: 3_800 }]],
  },
  // Jan, last year: his excess all used by a March operation.
  {
    who: 'Jan',
    careType: 'hospital',
    provider: 'UMC Utrecht',
    when: { lastYear: '03-12' },
    status: 0,
    by: 'Z',
    bills: [
      [{ description: 'Intake chirurgie', cents: 15_000, daysBefore: 21 }],
      [{ description: 'Dagbehandeling liesbreukoperatie', cents: 80_000 }],
    ],
  },
  {
    who: 'Jan',
    careType: 'mental-health',
    provider: 'Psychologenpraktijk Wittevrouwen',
    when: { lastYear: '06-20' },
    status: 0,
    by: 'Z',
    bills: [sessions('Gesprek basis-ggz', 8_000, 3, 14)],
  },
  {
    who: 'Jan',
    careType: 'alternative-medicine',
    provider: 'Acupunctuurpraktijk Utrecht',
    when: { lastYear: '09-04' },
    status: 0,
    by: 'V',
    bills: [[{ description: 'Acupunctuurbehandeling', cents: 6_500 }]],
  },
  {
    who: 'Jan',
    careType: 'glasses-and-lenses',
    provider: 'Pearle Opticiens Utrecht',
    when: { lastYear: '10-15' },
    status: 0,
    by: 'V',
    bills: [[{ description: 'Multifocale brillenglazen', cents: 18_000 }]],
  },
  {
    who: 'Jan',
    careType: 'medical-aids',
    provider: 'Medipoint Utrecht',
    when: { lastYear: '11-28' },
    status: 2,
    by: 'Z',
    rejection: duplicate,
    bills: [[{ description: 'Kniebrace', cents: 4_500 }]],
  },
  // Tim (9): no excess; children's dental care is basic cover.
  {
    who: 'Tim',
    careType: 'general-practitioner',
    provider: 'Huisartsenpraktijk Lindelaan',
    when: { thisYear: 0.6 },
    status: 0,
    by: 'Z',
    unread: true,
    bills: [[{ description: 'Consult huisarts', cents: 4_500 }]],
  },
  {
    who: 'Tim',
    careType: 'dental',
    provider: 'Tandartspraktijk Oudwijk',
    when: { thisYear: 0.35 },
    status: 0,
    by: 'Z',
    bills: [[{ description: 'Periodieke controle jeugd', cents: 6_000 }]],
  },
  {
    who: 'Tim',
    careType: 'pharmacy',
    provider: 'Apotheek De Linde',
    when: { thisYear: 0.04 },
    status: 1,
    by: 'Z',
    bills: [[{ description: 'Amoxicilline drank', cents: 1_840 }]],
  },
  {
    who: 'Tim',
    careType: 'physiotherapy',
    provider: 'Kinderfysiotherapie De Uithof',
    when: { lastYear: '05-10' },
    status: 0,
    by: 'V',
    bills: [sessions('Behandeling kinderfysiotherapie', 3_500, 3, 7)],
  },
  {
    who: 'Tim',
    careType: 'glasses-and-lenses',
    provider: 'Pearle Opticiens Utrecht',
    when: { lastYear: '08-22' },
    status: 0,
    by: 'V',
    bills: [[{ description: 'Kinderbril', cents: 9_500 }]],
  },
  {
    who: 'Tim',
    careType: 'hospital',
    provider: 'Wilhelmina Kinderziekenhuis',
    when: { lastYear: '12-03' },
    status: 2,
    by: 'Z',
    rejection: 'De zorgverlener heeft deze nota ingetrokken en stuurt een nieuwe.',
    bills: [[{ description: 'Spoedeisende hulp', cents: 22_000 }]],
  },
  // Sanne (17): her claims are hers alone (spec §6), her father never sees them.
  {
    who: 'Sanne',
    careType: 'physiotherapy',
    provider: 'Fysio Utrecht-Oost',
    when: { thisYear: 0.4 },
    status: 0,
    by: 'Z',
    unread: true,
    bills: [[{ description: 'Behandeling fysiotherapie', cents: 3_600 }]],
  },
  {
    who: 'Sanne',
    careType: 'general-practitioner',
    provider: 'Huisartsenpraktijk Lindelaan',
    when: { thisYear: 0.7 },
    status: 0,
    by: 'Z',
    bills: [[{ description: 'Consult huisarts', cents: 2_800 }]],
  },
  {
    who: 'Sanne',
    careType: 'mental-health',
    provider: 'Jeugd-ggz Utrecht',
    when: { thisYear: 0.03 },
    status: 1,
    by: 'Z',
    bills: [[{ description: 'Intakegesprek', cents: 9_500 }]],
  },
  {
    who: 'Sanne',
    careType: 'dental',
    provider: 'Tandartspraktijk Oudwijk',
    when: { lastYear: '04-18' },
    status: 0,
    by: 'Z',
    bills: [[{ description: 'Periodieke controle jeugd', cents: 7_500 }]],
  },
  {
    who: 'Sanne',
    careType: 'pharmacy',
    provider: 'Apotheek De Linde',
    when: { lastYear: '10-02' },
    status: 2,
    by: 'V',
    rejection: 'Dit middel is zonder recept verkrijgbaar en wordt niet vergoed.',
    bills: [[{ description: 'Hooikoortstabletten', cents: 1_295 }]],
  },
  // Anna de Vries (AP-3, TA-250).
  {
    who: 'Anna',
    careType: 'dental',
    provider: 'Tandartspraktijk Oudwijk',
    when: { thisYear: 0.45 },
    status: 0,
    by: 'Z',
    bills: [[{ description: 'Vulling twee vlakken', cents: 9_000 }]],
  },
  {
    who: 'Anna',
    careType: 'hospital',
    provider: 'Diakonessenhuis Utrecht',
    when: { thisYear: 0.7 },
    status: 0,
    by: 'Z',
    bills: [[{ description: 'Polikliniekbezoek dermatologie', cents: 15_000 }]],
  },
  {
    who: 'Anna',
    careType: 'alternative-medicine',
    provider: 'Osteopathie Utrecht',
    when: { thisYear: 0.06 },
    status: 1,
    by: 'V',
    bills: [[{ description: 'Osteopathische behandeling', cents: 7_000 }]],
  },
  {
    who: 'Anna',
    careType: 'glasses-and-lenses',
    provider: 'Hans Anders Utrecht',
    when: { lastYear: '02-14' },
    status: 0,
    by: 'V',
    bills: [[{ description: 'Contactlenzen, jaarvoorraad', cents: 24_000 }]],
  },
  {
    who: 'Anna',
    careType: 'hospital',
    provider: 'Diakonessenhuis Utrecht',
    when: { lastYear: '07-09' },
    status: 0,
    by: 'Z',
    bills: [[{ description: 'Dagbehandeling', cents: 41_000 }]],
  },
  {
    who: 'Anna',
    careType: 'general-practitioner',
    provider: 'Huisartsenpraktijk Lindelaan',
    when: { lastYear: '11-11' },
    status: 2,
    by: 'Z',
    rejection: duplicate,
    bills: [[{ description: 'Consult huisarts', cents: 3_000 }]],
  },
  // Peter Jansen (budget, voluntary excess 500, no dental cover).
  {
    who: 'Peter',
    careType: 'hospital',
    provider: 'Spaarne Gasthuis',
    when: { thisYear: 0.6 },
    status: 0,
    by: 'Z',
    unread: true,
    bills: [[{ description: 'Dagbehandeling cardiologie', cents: 48_000 }]],
  },
  {
    who: 'Peter',
    careType: 'dental',
    provider: 'Tandartsenpraktijk Haarlem-Noord',
    when: { thisYear: 0.5 },
    status: 0,
    by: 'V',
    bills: [[{ description: 'Wortelkanaalbehandeling', cents: 8_500 }]],
  },
  {
    who: 'Peter',
    careType: 'mental-health',
    provider: 'Praktijk voor psychologie Haarlem',
    when: { thisYear: 0.25 },
    status: 0,
    by: 'Z',
    bills: [[{ description: 'Gesprek basis-ggz', cents: 12_000 }]],
  },
  {
    who: 'Peter',
    careType: 'pharmacy',
    provider: 'Apotheek Molenstraat',
    when: { thisYear: 0.1 },
    status: 1,
    by: 'Z',
    bills: [[{ description: 'Metoprolol 50 mg', cents: 2_400 }]],
  },
  {
    who: 'Peter',
    careType: 'hospital',
    provider: 'Spaarne Gasthuis',
    when: { lastYear: '01-22' },
    status: 0,
    by: 'Z',
    bills: [
      [{ description: 'Spoedeisende hulp', cents: 35_000, daysBefore: 2 }],
      [{ description: 'Opname interne geneeskunde, 2 dagen', cents: 85_000 }],
    ],
  },
  {
    who: 'Peter',
    careType: 'physiotherapy',
    provider: 'Fysiotherapie Molenwijk',
    when: { lastYear: '04-05' },
    status: 0,
    by: 'V',
    bills: [sessions('Behandeling fysiotherapie', 3_250, 4, 7)],
  },
  {
    who: 'Peter',
    careType: 'transport',
    provider: 'Vervoer (eigen auto)',
    when: { lastYear: '06-18' },
    status: 0,
    by: 'V',
    transportApproved: true,
    bills: [
      [14, 7, 0].map((daysBefore) => ({
        description: 'Rit eigen auto Haarlem - Amsterdam (dialyse), retour, 2 x 24 km',
        cents: 2 * 24 * 34,
        daysBefore,
      })),
    ],
  },
  {
    who: 'Peter',
    careType: 'general-practitioner',
    provider: 'Huisartsen Molenstraat',
    when: { lastYear: '09-14' },
    status: 2,
    by: 'Z',
    rejection: duplicate,
    bills: [[{ description: 'Consult huisarts', cents: 2_700 }]],
  },
  // Fatima Bakker and her son Yusuf (6).
  {
    who: 'Fatima',
    careType: 'general-practitioner',
    provider: 'Huisartsenpraktijk De Pijp',
    when: { thisYear: 0.55 },
    status: 0,
    by: 'Z',
    bills: [[{ description: 'Consult huisarts', cents: 3_300 }]],
  },
  {
    who: 'Fatima',
    careType: 'pharmacy',
    provider: 'Apotheek Ceintuurbaan',
    when: { thisYear: 0.3 },
    status: 0,
    by: 'Z',
    bills: [[{ description: 'Salbutamol inhalator', cents: 6_400 }]],
  },
  {
    who: 'Fatima',
    careType: 'physiotherapy',
    provider: 'Fysiotherapie Amsterdam-Zuid',
    when: { thisYear: 0.05 },
    status: 1,
    by: 'V',
    bills: [[{ description: 'Behandeling fysiotherapie', cents: 4_200 }]],
  },
  {
    who: 'Fatima',
    careType: 'hospital',
    provider: 'OLVG Oost',
    when: { lastYear: '03-03' },
    status: 0,
    by: 'Z',
    bills: [[{ description: 'Polikliniekbezoek en MRI', cents: 52_000 }]],
  },
  {
    who: 'Fatima',
    careType: 'dental',
    provider: 'Tandartspraktijk Tulpstraat',
    when: { lastYear: '06-12' },
    status: 0,
    by: 'V',
    bills: [[{ description: 'Kroon', cents: 14_000 }]],
  },
  {
    who: 'Fatima',
    careType: 'glasses-and-lenses',
    provider: 'Specsavers Amsterdam',
    when: { lastYear: '09-19' },
    status: 2,
    by: 'V',
    rejection: duplicate,
    bills: [[{ description: 'Brillenglazen', cents: 15_000 }]],
  },
  {
    who: 'Yusuf',
    careType: 'general-practitioner',
    provider: 'Huisartsenpraktijk De Pijp',
    when: { thisYear: 0.5 },
    status: 0,
    by: 'Z',
    bills: [[{ description: 'Consult huisarts', cents: 2_500 }]],
  },
  {
    who: 'Yusuf',
    careType: 'hospital',
    provider: 'Emma Kinderziekenhuis',
    when: { lastYear: '05-27' },
    status: 0,
    by: 'Z',
    bills: [[{ description: 'Polikliniekbezoek kinderarts', cents: 31_000 }]],
  },
  {
    who: 'Yusuf',
    careType: 'medical-aids',
    provider: 'Vegro Amsterdam',
    when: { lastYear: '10-30' },
    status: 2,
    by: 'Z',
    rejection: needsApproval,
    bills: [[{ description: 'Inlegzolen op maat', cents: 6_000 }]],
  },
  // Lisa Visser (restitutie: she pays and claims most bills herself).
  {
    who: 'Lisa',
    careType: 'mental-health',
    provider: 'Psychologenpraktijk Duinzicht',
    when: { thisYear: 0.5 },
    status: 0,
    by: 'V',
    bills: [sessions('Gesprek basis-ggz', 9_800, 3, 14)],
  },
  {
    who: 'Lisa',
    careType: 'general-practitioner',
    provider: 'Huisartsenpraktijk Noordwijk-Binnen',
    when: { thisYear: 0.2 },
    status: 0,
    by: 'Z',
    bills: [[{ description: 'Consult huisarts', cents: 3_200 }]],
  },
  {
    who: 'Lisa',
    careType: 'alternative-medicine',
    provider: 'Homeopathiepraktijk Noordwijk',
    when: { thisYear: 0.04 },
    status: 1,
    by: 'V',
    bills: [[{ description: 'Homeopathisch consult', cents: 6_500 }]],
  },
  {
    who: 'Lisa',
    careType: 'hospital',
    provider: 'LUMC Leiden',
    when: { lastYear: '02-27' },
    status: 0,
    by: 'V',
    bills: [[{ description: 'Polikliniekbezoek en bloedonderzoek', cents: 45_000 }]],
  },
  {
    who: 'Lisa',
    careType: 'dental',
    provider: 'Tandartspraktijk Noordwijk aan Zee',
    when: { lastYear: '06-30' },
    status: 0,
    by: 'V',
    bills: [[{ description: 'Implantaatconsult', cents: 21_000 }]],
  },
  {
    who: 'Lisa',
    careType: 'medical-aids',
    provider: 'Medipoint Leiden',
    when: { lastYear: '11-07' },
    status: 2,
    by: 'V',
    rejection: needsApproval,
    bills: [[{ description: 'Steunkousen', cents: 8_000 }]],
  },
  // Mark and Sophie Peters (employer package XA-COLLECTIEF; Sophie has no dental cover).
  {
    who: 'Mark',
    careType: 'physiotherapy',
    provider: 'Fysiotherapie Dronten',
    when: { thisYear: 0.4 },
    status: 0,
    by: 'Z',
    bills: [sessions('Behandeling fysiotherapie', 3_400, 3, 7)],
  },
  {
    who: 'Mark',
    careType: 'hospital',
    provider: 'St Jansdal Lelystad',
    when: { thisYear: 0.65 },
    status: 0,
    by: 'Z',
    bills: [[{ description: 'Polikliniekbezoek KNO', cents: 26_000 }]],
  },
  {
    who: 'Mark',
    careType: 'general-practitioner',
    provider: 'Huisartsenpraktijk Dronten-Zuid',
    when: { thisYear: 0.03 },
    status: 1,
    by: 'Z',
    bills: [[{ description: 'Consult huisarts', cents: 3_000 }]],
  },
  {
    // No prior approval for taxi rides to an outpatient visit: not covered (spec §6).
    who: 'Mark',
    careType: 'transport',
    provider: 'Vervoer (taxi)',
    when: { thisYear: 0.55 },
    status: 0,
    by: 'V',
    bills: [
      [
        { description: 'Rit taxi Dronten - Lelystad, retour', cents: 4_500, daysBefore: 7 },
        { description: 'Rit taxi Dronten - Lelystad, retour', cents: 4_500 },
      ],
    ],
  },
  {
    who: 'Mark',
    careType: 'dental',
    provider: 'Tandartspraktijk De Polder',
    when: { lastYear: '05-15' },
    status: 0,
    by: 'V',
    bills: [[{ description: 'Vulling en röntgenfoto', cents: 16_000 }]],
  },
  {
    who: 'Mark',
    careType: 'pharmacy',
    provider: 'Apotheek Dronten',
    when: { lastYear: '08-08' },
    status: 0,
    by: 'Z',
    bills: [[{ description: 'Atorvastatine 20 mg', cents: 4_800 }]],
  },
  {
    who: 'Mark',
    careType: 'general-practitioner',
    provider: 'Huisartsenpraktijk Dronten-Zuid',
    when: { lastYear: '12-10' },
    status: 2,
    by: 'Z',
    rejection: duplicate,
    bills: [[{ description: 'Consult huisarts', cents: 3_000 }]],
  },
  {
    who: 'Sophie',
    careType: 'pharmacy',
    provider: 'Apotheek Dronten',
    when: { thisYear: 0.45 },
    status: 0,
    by: 'Z',
    bills: [[{ description: 'Levothyroxine 50 mcg', cents: 3_600 }]],
  },
  {
    who: 'Sophie',
    careType: 'glasses-and-lenses',
    provider: 'Eyewish Dronten',
    when: { thisYear: 0.08 },
    status: 1,
    by: 'V',
    bills: [[{ description: 'Brillenglazen', cents: 12_900 }]],
  },
  {
    who: 'Sophie',
    careType: 'maternity',
    provider: 'Kraamzorg Flevoland',
    when: { lastYear: '02-09' },
    status: 0,
    by: 'Z',
    bills: [
      [
        { description: 'Kraamzorg, 8 dagen', cents: 132_000, daysBefore: 1 },
        { description: 'Partusassistentie', cents: 13_000, daysBefore: 8 },
      ],
    ],
  },
  {
    who: 'Sophie',
    careType: 'dental',
    provider: 'Tandartspraktijk De Polder',
    when: { lastYear: '11-20' },
    status: 0,
    by: 'V',
    bills: [[{ description: 'Periodieke controle', cents: 9_000 }]],
  },
  {
    who: 'Sophie',
    careType: 'general-practitioner',
    provider: 'Huisartsenpraktijk Dronten-Zuid',
    when: { lastYear: '09-26' },
    status: 2,
    by: 'Z',
    rejection: duplicate,
    bills: [[{ description: 'Consult huisarts', cents: 3_000 }]],
  },
  // Eva Smit (TA-1000): this year's excess all used; a claim from her holiday in Spain is being handled.
  {
    who: 'Eva',
    careType: 'hospital',
    provider: 'Catharina Ziekenhuis Eindhoven',
    when: { thisYear: 0.75 },
    status: 0,
    by: 'Z',
    bills: [[{ description: 'Dagbehandeling maag-darm-lever', cents: 60_000 }]],
  },
  {
    who: 'Eva',
    careType: 'dental',
    provider: 'Tandartspraktijk Kerkplein',
    when: { thisYear: 0.4 },
    status: 0,
    by: 'V',
    bills: [[{ description: 'Kroon', cents: 22_000 }]],
  },
  {
    who: 'Eva',
    careType: 'abroad',
    provider: 'Hospital Quirónsalud Marbella',
    when: { thisYear: 0.1 },
    status: 1,
    by: 'V',
    bills: [[{ description: 'Spoedeisende hulp, gebroken pols', cents: 34_000 }]],
  },
  {
    who: 'Eva',
    careType: 'mental-health',
    provider: 'GGZ Eindhoven',
    when: { lastYear: '03-30' },
    status: 0,
    by: 'Z',
    bills: [[{ description: 'Gesprek basis-ggz', cents: 18_000 }]],
  },
  {
    who: 'Eva',
    careType: 'physiotherapy',
    provider: 'Fysiotherapie Strijp',
    when: { lastYear: '07-14' },
    status: 0,
    by: 'V',
    bills: [sessions('Behandeling fysiotherapie', 3_100, 5, 7)],
  },
  {
    who: 'Eva',
    careType: 'pharmacy',
    provider: 'Apotheek Kerkplein',
    when: { lastYear: '10-05' },
    status: 2,
    by: 'Z',
    rejection: duplicate,
    bills: [[{ description: 'Ibuprofen 400 mg', cents: 2_200 }]],
  },
  // Ruben Koster lives in Belgium: a Belgian GP bill, paid up to the Dutch tariff.
  {
    who: 'Ruben',
    careType: 'abroad',
    provider: 'Huisartsenpraktijk Meir, Antwerpen',
    when: { thisYear: 0.35 },
    status: 0,
    by: 'V',
    bills: [[{ description: 'Consult huisarts', cents: 5_500 }]],
  },
  {
    who: 'Ruben',
    careType: 'abroad',
    provider: 'Apotheek Centrum Antwerpen',
    when: { thisYear: 0.05 },
    status: 1,
    by: 'V',
    bills: [[{ description: 'Antibiotica', cents: 3_100 }]],
  },
  {
    who: 'Ruben',
    careType: 'hospital',
    provider: 'Amphia Breda',
    when: { lastYear: '04-24' },
    status: 0,
    by: 'Z',
    bills: [[{ description: 'Polikliniekbezoek neurologie', cents: 27_500 }]],
  },
  {
    who: 'Ruben',
    careType: 'alternative-medicine',
    provider: 'Natuurgeneeskundige praktijk Breda',
    when: { lastYear: '09-09' },
    status: 2,
    by: 'V',
    rejection: 'Deze behandelaar is niet aangesloten bij een erkende beroepsvereniging.',
    bills: [[{ description: 'Natuurgeneeskundig consult', cents: 6_000 }]],
  }, // Karin Dekker (AP-1, TA-250, voluntary excess 500), whose policy ends on 31 December.
  {
    who: 'Karin',
    careType: 'physiotherapy',
    provider: 'Fysiotherapie Vismarkt',
    when: { thisYear: 0.45 },
    status: 0,
    by: 'Z',
    bills: [sessions('Behandeling fysiotherapie', 3_400, 4, 7)],
  },
  {
    who: 'Karin',
    careType: 'dental',
    provider: 'Tandartsenpraktijk Groningen-Centrum',
    when: { thisYear: 0.08 },
    status: 1,
    by: 'V',
    bills: [[{ description: 'Vulling, twee vlakken', cents: 9_800 }]],
  },
  {
    who: 'Karin',
    careType: 'pharmacy',
    provider: 'Apotheek Vismarkt',
    when: { lastYear: '05-19' },
    status: 0,
    by: 'V',
    bills: [[{ description: 'Salbutamol inhalator', cents: 2_650 }]],
  },
  {
    who: 'Karin',
    careType: 'general-practitioner',
    provider: 'Huisartsenpraktijk Oosterpoort',
    when: { lastYear: '11-03' },
    status: 2,
    by: 'Z',
    rejection: duplicate,
    bills: [[{ description: 'Consult huisarts', cents: 3_200 }]],
  },
];

interface SeedPerson {
  customerNumber: string;
  policyNumber: string;
  policyholder: { name: string; iban: string | null };
}

const pad = (value: number) => String(value).padStart(2, '0');
const earlier = (a: string, b: string) => (a < b ? a : b);
/** How long the seeded claims department took over a handled claim. */
const SEED_HANDLING_BUSINESS_DAYS = 3;
const later = (a: string, b: string) => (a > b ? a : b);

async function seedPeople(db: Db): Promise<Map<string, SeedPerson>> {
  const rows = await db
    .select({ customer: customers, policyNumber: policies.policyNumber, agreement: agreements })
    .from(customers)
    .innerJoin(policies, eq(policies.customerNumber, customers.customerNumber))
    .innerJoin(agreements, eq(agreements.agreementId, policies.agreementId));
  const byNumber = new Map(rows.map((row) => [row.customer.customerNumber, row.customer]));
  return new Map(
    rows.map(({ customer, policyNumber, agreement }) => {
      const holder = byNumber.get(agreement.policyholderNumber);
      const name = holder ? formalName(holder) : '';
      return [
        customer.firstName,
        {
          customerNumber: customer.customerNumber,
          policyNumber,
          policyholder: { name, iban: agreement.reimbursementIban },
        },
      ];
    }),
  );
}

interface DatedActivity extends SeedActivity {
  date: string;
}

/** The claim's activities per bill with their dates: never in the future, never before 1 January. */
function datedBills(claim: SeedClaim, today: string): DatedActivity[][] {
  const year = yearOf(today);
  const yearStart = 'thisYear' in claim.when ? `${year}-01-01` : `${year - 1}-01-01`;
  let last: string;
  if ('thisYear' in claim.when) {
    const dayOfYear = Math.round((Date.parse(today) - Date.parse(yearStart)) / 86_400_000);
    last = addDays(today, -Math.floor(dayOfYear * claim.when.thisYear));
  } else {
    last = `${year - 1}-${claim.when.lastYear}`;
  }
  return claim.bills.map((bill) =>
    bill.map((activity) => ({
      ...activity,
      date: later(yearStart, addDays(last, -(activity.daysBefore ?? 0))),
    })),
  );
}

function benefitOf(claim: SeedClaim, bills: DatedActivity[][]): Benefit {
  if (claim.careType === 'abroad') return { kind: 'abroad' };
  if (claim.careType === 'transport') {
    const dates = claim.transportApproved ? bills.flat().map((activity) => activity.date) : [];
    return { kind: 'transport', approvedDates: new Set(dates) };
  }
  return { kind: 'care', careType: claim.careType };
}

/** The judged activities back in bill order (the core returns them sorted by date, stably). */
function perBill(bills: DatedActivity[][], judgement: Judgement): JudgedActivity[][] {
  const flat = bills.flatMap((bill, billIndex) => bill.map((activity) => ({ activity, billIndex })));
  const byDate = flat
    .map((entry, index) => ({ ...entry, index }))
    .sort((a, b) => (a.activity.date < b.activity.date ? -1 : a.activity.date > b.activity.date ? 1 : 0));
  const judgedAt = new Map(byDate.map((entry, position) => [entry.index, judgement.activities[position]]));
  return bills.map((_, billIndex) =>
    flat.flatMap((entry, index) => {
      const judged = judgedAt.get(index);
      return entry.billIndex === billIndex && judged ? [judged] : [];
    }),
  );
}

export interface DeclarationsWorld {
  declarations: DeclarationRow[];
  bills: BillRow[];
  activities: ActivityRow[];
}

/** Builds the rows of every seed claim; handled ones judged by the core per person and year. */
export async function declarationsWorld(db: Db, today: string): Promise<DeclarationsWorld> {
  const people = await seedPeople(db);
  const thisYear = yearOf(today);
  const world: DeclarationsWorld = { declarations: [], bills: [], activities: [] };
  const dated = seedClaims.map((claim) => {
    const person = people.get(claim.who);
    if (!person) throw new Error(`Declarations seed: no demo customer ${claim.who}`);
    const bills = datedBills(claim, today);
    const dates = bills.flat().map((activity) => activity.date);
    const treatmentDate = dates.reduce(earlier);
    return { claim, person, bills, treatmentDate, lastDate: dates.reduce(later) };
  });

  // Judge each person's handled claims of a year together, so the excess goes in treatment order.
  const judgements = new Map<number, Judgement>();
  const covers = new Map<string, InsuredCover>();
  const groups = new Map<string, number[]>();
  dated.forEach(({ claim, person, treatmentDate }, index) => {
    const key = `${person.customerNumber}:${treatmentDate.slice(0, 4)}`;
    if (claim.status === 0) groups.set(key, [...(groups.get(key) ?? []), index]);
    else if (!groups.has(key)) groups.set(key, []);
  });
  for (const [key, indexes] of groups) {
    const [customerNumber = '', year = ''] = key.split(':');
    const cover = await insuredCover(db, customerNumber, Number(year));
    covers.set(key, cover);
    const claims: Claim[] = indexes.map((index) => {
      const { claim, bills } = dated[index]!;
      return {
        benefit: benefitOf(claim, bills),
        receiver: claim.by === 'V' ? 'D' : 'M',
        activities: bills.flat().map((activity) => ({
          date: activity.date,
          description: activity.description,
          declaredCents: activity.cents,
        })),
      };
    });
    adjudicateInDateOrder(claims, cover).forEach((judgement, position) => {
      judgements.set(indexes[position]!, judgement);
    });
  }

  const sequence = new Map<string, number>();
  dated.forEach(({ claim, person, bills, treatmentDate, lastDate }, index) => {
    const year = yearOf(treatmentDate);
    const key = `${person.customerNumber}:${year}`;
    const seq = (sequence.get(key) ?? 0) + 1;
    sequence.set(key, seq);
    const id = `${year}${person.customerNumber.slice(-4)}${pad(seq)}`;
    const declarationId = `D${id}`;
    const judgement = judgements.get(index);
    const judged = judgement ? perBill(bills, judgement) : undefined;
    const cover = covers.get(key);
    if (!cover) throw new Error(`Declarations seed: no cover for ${key}`);
    const declared = bills.flat().reduce((total, activity) => total + activity.cents, 0);
    const toInsured = claim.by === 'V';
    const receivedDate = earlier(today, addDays(lastDate, claim.status === 1 ? 2 : 4));
    const paidCents = judgement
      ? judgement.compensatedCents + (toInsured ? 0 : judgement.excessCents + judgement.gvsCents)
      : 0;

    world.declarations.push({
      declarationId,
      recordId: `R${id}`,
      invoiceId: `N${id}1`,
      customerNumber: person.customerNumber,
      policyNumber: person.policyNumber,
      receivedDate,
      treatmentDate,
      lastTreatmentDate: lastDate === treatmentDate ? null : lastDate,
      careType: claim.careType,
      careProvider: claim.provider,
      submittedBy: claim.by,
      receiverOfReimbursement: toInsured ? 'D' : 'M',
      coverProductType:
        judgement?.coverProductType ?? coverTypeFor(benefitOf(claim, bills), cover, treatmentDate),
      declaredCents: declared,
      compensatedCents: judgement?.compensatedCents ?? 0,
      // Not applicable: nothing paid; in progress: not split yet.
      uncompensatedCents: claim.status === 2 ? declared : (judgement?.uncompensatedCents ?? 0),
      excessCents: judgement?.excessCents ?? 0,
      gvsContributionCents: judgement?.gvsCents ?? 0,
      status: claim.status,
      year,
      isRead: !(claim.unread && judgement),
      payeeName: toInsured ? person.policyholder.name : null,
      payeeIban: toInsured ? person.policyholder.iban : null,
      rejectionReason: claim.status === 2 ? (claim.rejection ?? null) : (judgement?.rejectionReason ?? null),
      rejectionCodes:
        judgement?.rejectionCodes ??
        (claim.rejection ? (seededRejectionCodes.get(claim.rejection) ?? []) : []),
      // Earlier years' excess has long been collected; this year's may still be open.
      collectionRiskCents: judgement && year === thisYear ? judgement.collectionRiskCents : 0,
      kind: claim.careType === 'abroad' || claim.careType === 'transport' ? claim.careType : 'inland',
      // Handled a few business days after it came in, paid in the payment run after that.
      paidOutOn:
        claim.status === 0 && paidCents > 0
          ? earlier(today, paymentRunAfter(addBusinessDays(receivedDate, SEED_HANDLING_BUSINESS_DAYS)))
          : null,
    });

    bills.forEach((bill, billIndex) => {
      const billId = crypto.randomUUID();
      const billJudged = judged?.[billIndex] ?? [];
      const payOut = billJudged.reduce(
        (total, activity) =>
          total + activity.compensatedCents + (toInsured ? 0 : activity.excessCents + activity.gvsCents),
        0,
      );
      world.bills.push({
        id: billId,
        declarationId,
        invoiceId: `N${id}${billIndex + 1}`,
        payOutCents: payOut,
        sortOrder: billIndex,
      });
      bill.forEach((activity, activityIndex) => {
        world.activities.push({
          billId,
          date: activity.date,
          description: activity.description,
          declaredCents: activity.cents,
          compensatedCents: billJudged[activityIndex]?.compensatedCents ?? 0,
          sortOrder: activityIndex,
        });
      });
    });
  });
  return world;
}

/** Two years of declarations with bills and activities, dated around today. */
export async function seedDeclarationsWorld(db: Db, today: string): Promise<void> {
  const world = await declarationsWorld(db, today);
  await db.insert(declarations).values(world.declarations);
  await db.insert(declarationBills).values(world.bills);
  await db.insert(declarationActivities).values(world.activities);
}

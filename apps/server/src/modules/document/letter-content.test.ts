import type { Document, InvoicesReply, Letter } from '@mijn/contract';
import { formatCents } from '@mijn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeLetter } from '../../core/documents/letter-content.ts';
import { labels } from '../../db/schema.ts';
import { switchLanguage } from '../../test/letter-language.ts';
import { pdfStructure } from '../../test/pdf-structure.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const phoneOf: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await t.accessTokens(['jan.devries', 'peter.jansen', 'eva.smit']));
  for (const label of await t.db.select().from(labels)) phoneOf[label.code] = label.phoneNumber;
});
afterAll(() => t.close());

const call = async (username: string, url: string, language: 'nl-NL' | 'en-US') => {
  await switchLanguage(t.app, tokens[username]!, language);
  return t.app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(tokens[username]!), 'accept-language': language },
  });
};

const documentsOf = async (username: string, language: 'nl-NL' | 'en-US') =>
  (await call(username, '/api/Document/GetDocumentList', language)).json<Document[]>();

/** The letter of a document type as the reader reads it in the viewer. */
async function letter(username: string, docType: string, language: 'nl-NL' | 'en-US'): Promise<Letter> {
  const document = (await documentsOf(username, 'nl-NL')).find((doc) => doc.docType === docType);
  if (!document) throw new Error(`${username} has no ${docType}`);
  const reply = await call(username, `/api/Document/GetLetter/${document.documentID}`, language);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<Letter>();
}

const text = (letter: Letter) =>
  [letter.title, ...letter.paragraphs, ...letter.details.map((row) => `${row.label}: ${row.value}`)].join(
    '\n',
  );
const euro = (cents: number) => formatCents(cents);

describe('a reminder (peter.jansen, in arrears)', () => {
  it('states the amount, the IBAN, the payment reference, the pay link and the phone number, in Dutch', async () => {
    const reminder = await letter('peter.jansen', 'Herinnering', 'nl-NL');
    expect(reminder.payment).toMatchObject({
      iban: expect.stringMatching(/^NL\d{2}[A-Z]{4}\d{10}$/),
      reference: expect.stringMatching(/^H\d{16}$/),
      payPath: '/rekeningen-en-betalingen',
    });
    const { amountCents, reference } = reminder.payment!;
    expect(amountCents).toBeGreaterThan(0);
    expect(reminder.table?.rows.length).toBeGreaterThanOrEqual(1);
    const body = text(reminder);
    expect(body).toContain(`Samen staat er ${euro(amountCents)} open`);
    const { invoices } = (await call('peter.jansen', '/api/Debitan/Invoices', 'nl-NL')).json<InvoicesReply>();
    // The same account the bills screen shows for aev, written in groups of four.
    expect(reminder.payment?.iban).toBe(invoices[0]?.paymentDetails.iban);
    expect(body).toContain(reminder.payment?.iban.replace(/(.{4})(?=.)/g, '$1 '));
    expect(body).toContain(`betalingskenmerk ${reference}`);
    expect(body).toContain(phoneOf.aev);
    expect(body).not.toMatch(/afschrijven|schrijven wij .* af/);
  });

  it('says the same in English, and the list names it in English', async () => {
    const reminder = await letter('peter.jansen', 'Herinnering', 'en-US');
    expect(reminder.title).toBe('Reminder: premium outstanding');
    expect(reminder.docType).toBe('Reminder');
    const body = text(reminder);
    expect(body).toContain(`Together ${euro(reminder.payment!.amountCents)} is outstanding`);
    expect(body).toContain(`payment reference ${reminder.payment!.reference}`);
    expect(body).toContain(`call us on ${phoneOf.aev}`);
    expect(body).not.toMatch(/Beste|betaal|premie/i);
  });

  it('never tells him his premium note will be collected', async () => {
    for (const language of ['nl-NL', 'en-US'] as const) {
      const note = text(await letter('peter.jansen', 'Factuur', language));
      expect(note).not.toMatch(/schrijven wij .*af|afgeschreven|collect (this|the) amount|will collect/i);
    }
    const note = await letter('peter.jansen', 'Factuur', 'nl-NL');
    expect(text(note)).toContain('Wij schrijven deze premie niet automatisch af');
    expect(note.payment?.reference).toMatch(/^\d+$/);
  });
});

describe('letters with their subject, amounts and period', () => {
  it('a claims statement names the period, each claim and the totals', async () => {
    const statement = await letter('jan.devries', 'Declaratieoverzicht', 'nl-NL');
    expect(statement.title).toMatch(/^Declaratieoverzicht (Jan|Tim)$/);
    expect(text(statement)).toMatch(/van \d{1,2} \w+ \d{4} tot en met \d{1,2} \w+ \d{4}/);
    expect(text(statement)).toContain(phoneOf.default);
    const english = await letter('jan.devries', 'Declaratieoverzicht', 'en-US');
    expect(english.title).toMatch(/^Claims statement (Jan|Tim)$/);
    expect(english.docType).toBe('Claims statement');
  });

  it('a claims statement without claims says so and shows no empty table', () => {
    const empty = writeLetter(
      { kind: 'claimsStatement', insuredFirstName: 'Jan', from: '2026-01-01', to: '2026-03-31', claims: [] },
      {
        language: 'en',
        brand: { brandName: 'Zorgzaam', phoneNumber: '088-1', uzoviCode: '3311' },
        insured: { firstName: 'Jan', birthDate: '1980-03-14' },
        publicationDate: '2026-04-01',
      },
    );
    expect(empty.paragraphs.join(' ')).toContain(
      'We handled no claims for Jan from 1 January 2026 to 31 March 2026.',
    );
    expect(empty.table).toBeUndefined();
  });

  it('a policy schedule lists the products and the monthly premium', async () => {
    const schedule = await letter('jan.devries', 'Polisblad', 'en-US');
    expect(schedule.title).toMatch(/^Policy schedule \d{4}$/);
    expect(schedule.table?.rows.length).toBeGreaterThan(0);
    expect(text(schedule)).toMatch(/Your premium is €\s[\d.,]+ a month/);
  });

  it('a payment arrangement states the invoice, each term and the account it is collected from', async () => {
    const confirmation = await letter('eva.smit', 'Betalingsregeling', 'nl-NL');
    expect(text(confirmation)).toMatch(
      new RegExp(
        `U betaalt ${euro(38_500)} voor de rekening eigen risico \\(\\d+\\) in 3 maandelijkse termijnen`,
      ),
    );
    expect(confirmation.table?.rows.map(([, amount]) => amount)).toEqual([12_834, 12_833, 12_833].map(euro));
    expect(text(confirmation)).toMatch(/rekening die eindigt op \d{4}, de eerste op \d{1,2} \w+ \d{4}/);
    expect(text(confirmation)).toContain(phoneOf.c4l);
    const english = await letter('eva.smit', 'Betalingsregeling', 'en-US');
    expect(english.title).toBe('Payment arrangement confirmed');
    expect(text(english)).toContain('in 3 monthly instalments');
  });

  it("a letter about a change names it, in the reader's language", async () => {
    const change = await letter('jan.devries', 'Brief', 'en-US');
    expect(change.title).toBe('Change of address');
    expect(change.docType).toBe('Letter');
    expect(text(change)).toContain('Personal details');
  });

  it('the English list shows no Dutch document type or title', async () => {
    const dutch =
      /Declaratieoverzicht|Polisblad|Zorgpas|Herinnering|Factuur|Betalingsregeling|Brief|Wijziging|Bevestiging|Vergoeding|Jaaropgave|Welkom/;
    for (const username of ['jan.devries', 'peter.jansen', 'eva.smit']) {
      for (const document of await documentsOf(username, 'en-US')) {
        expect(`${document.docType} ${document.name} ${document.documentName}`).not.toMatch(dutch);
      }
    }
  });

  it('the English PDF is written in English', async () => {
    const document = (await documentsOf('peter.jansen', 'en-US')).find((doc) => doc.docType === 'Reminder')!;
    const reply = await call('peter.jansen', `/api/Document/Download/${document.documentID}`, 'en-US');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toContain('Reminder');
  });
});

describe("letters follow the account's language, not the browser's (decision 0087)", () => {
  /** A call as a browser of the other language makes it: its own Accept-Language, no switch. */
  const asBrowser = (url: string, browserLanguage: 'nl-NL' | 'en-US') =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(tokens['peter.jansen']!), 'accept-language': browserLanguage },
    });

  it.each([
    {
      account: 'nl-NL',
      browser: 'en-US',
      docType: 'Herinnering',
      title: 'Herinnering openstaande premie',
      pdfLanguage: 'nl-NL',
      text: 'Samen staat er',
    },
    {
      account: 'en-US',
      browser: 'nl-NL',
      docType: 'Reminder',
      title: 'Reminder: premium outstanding',
      pdfLanguage: 'en-GB',
      text: 'Together',
    },
  ] as const)(
    'an account in $account on a browser in $browser: list, letter and PDF in the account’s',
    async (want) => {
      await switchLanguage(t.app, tokens['peter.jansen']!, want.account);
      const list = (await asBrowser('/api/Document/GetDocumentList', want.browser)).json<Document[]>();
      const reminder = list.find((document) => document.docType === want.docType);
      expect(reminder).toMatchObject({ name: want.title, documentName: `${want.title}.pdf` });

      const letter = (
        await asBrowser(`/api/Document/GetLetter/${reminder!.documentID}`, want.browser)
      ).json<Letter>();
      expect(letter.title).toBe(want.title);

      const download = await asBrowser(`/api/Document/Download/${reminder!.documentID}`, want.browser);
      const fileName = /filename\*=UTF-8''(.+)$/.exec(String(download.headers['content-disposition']))?.[1];
      // A colon is no character of a file name (decision 0010).
      expect(decodeURIComponent(fileName ?? '')).toBe(`${want.title.replace(':', '')}.pdf`);
      const pdf = await pdfStructure(download.rawPayload);
      expect(pdf.language).toBe(want.pdfLanguage);
      expect(pdf.title).toBe(want.title);
      expect(pdf.pages[0]?.text).toContain(want.text);
    },
  );
});

import type { Document, GenericDocument } from '@mijn/contract';
import { addMonths, insurerToday, insurerYear } from '@mijn/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, documents } from '../../db/schema.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const numberOf: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  Object.assign(
    tokens,
    await t.accessTokens(['jan.devries', 'anna.devries', 'sanne.devries', 'peter.jansen']),
  );
  for (const row of await t.db.select().from(customers)) numberOf[row.firstName] = row.customerNumber;
});
afterAll(() => t.close());

const get = (username: string | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: username ? bearer(tokens[username]!) : {} });

const list = async (username: string) => {
  const reply = await get(username, '/api/Document/GetDocumentList');
  expect(reply.statusCode, reply.body).toBe(200);
  expect(reply.headers['cache-control']).toBe('no-store');
  return reply.json<Document[]>();
};

const unread = async (dateOnly?: string) => {
  const query = dateOnly ? `?dateOnly=${dateOnly}` : '';
  return (await get('jan.devries', `/api/Document/GetUnreadDocumentCount${query}`)).json<{ count: number }>()
    .count;
};

const letterOf = async (firstName: string) => {
  const [row] = await t.db.select().from(documents).where(eq(documents.customerNumber, numberOf[firstName]!));
  if (!row) throw new Error(`no letter of ${firstName}`);
  return row.documentId;
};

describe('GET /api/Document/GetDocumentList', () => {
  it("gives jan.devries his own and Tim's (9) letters of the last 5 calendar years, newest first", async () => {
    const docs = await list('jan.devries');
    const today = insurerToday(t.clock.now());
    const firstYear = Number(today.slice(0, 4)) - 4;
    expect(new Set(docs.map((doc) => doc.customer.number))).toEqual(new Set([numberOf.Jan, numberOf.Tim]));
    expect(docs.map((doc) => doc.name)).toContain('Declaratieoverzicht Tim');
    expect(docs.map((doc) => doc.name)).toContain('Vergoeding beugel Tim');
    expect(docs.map((doc) => doc.name)).not.toContain('Welkom bij Zorgzaam');
    for (const doc of docs) {
      expect(doc.publicationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number(doc.publicationDate.slice(0, 4))).toBeGreaterThanOrEqual(firstYear);
      expect(doc.publicationDate <= today).toBe(true);
    }
    const dates = docs.map((doc) => doc.publicationDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const tim = docs.find((doc) => doc.name === 'Declaratieoverzicht Tim');
    expect(tim).toMatchObject({
      documentName: 'Declaratieoverzicht Tim.pdf',
      extension: 'pdf',
      docType: 'Declaratieoverzicht',
      docTypeID: 20,
      documentCluster: 'declaraties',
      hasBeenRead: false,
      label: 'default',
      customer: { initials: 'T.', lastName: 'de Vries', number: numberOf.Tim },
    });
    expect(tim?.guidName).toBe(`${tim?.documentID}.pdf`);
  });

  it('gives sanne.devries (17) only her own letters and anna.devries only hers', async () => {
    expect(new Set((await list('sanne.devries')).map((doc) => doc.customer.number))).toEqual(
      new Set([numberOf.Sanne]),
    );
    const anna = await list('anna.devries');
    expect(anna.length).toBeGreaterThan(0);
    expect(new Set(anna.map((doc) => doc.customer.number))).toEqual(new Set([numberOf.Anna]));
  });

  it('needs a login', async () => {
    expect((await get(null, '/api/Document/GetDocumentList')).statusCode).toBe(401);
  });
});

describe('GET /api/Document/Download/{documentId}', () => {
  it("refuses jan.devries Sanne's and Anna's letters, another household Jan's, and unknown ids, with 404", async () => {
    const janLetter = await letterOf('Jan');
    for (const [username, id] of [
      ['jan.devries', await letterOf('Sanne')],
      ['jan.devries', await letterOf('Anna')],
      ['peter.jansen', janLetter],
      ['sanne.devries', await letterOf('Tim')],
      ['jan.devries', '00000000-0000-4000-8000-000000000000'],
      ['jan.devries', 'not-a-uuid'],
    ] as const) {
      const reply = await get(username, `/api/Document/Download/${id}`);
      expect(reply.statusCode, `${username} ${id}`).toBe(404);
      expect(reply.json()).toMatchObject({ message: 'Document not found' });
    }
    expect((await get(null, `/api/Document/Download/${janLetter}`)).statusCode).toBe(401);
    // Refusals mark nothing read.
    const sanne = await t.db.select().from(documents).where(eq(documents.customerNumber, numberOf.Sanne!));
    expect(sanne.filter((doc) => !doc.hasBeenRead)).toHaveLength(1);
  });

  it("streams Tim's unread letter as a PDF, marks it read and drops both unread counts", async () => {
    const sixMonthsAgo = addMonths(insurerToday(t.clock.now()), -6);
    const before = { all: await unread(), recent: await unread(sixMonthsAgo) };
    const tim = (await list('jan.devries')).find((doc) => doc.name === 'Declaratieoverzicht Tim')!;
    const reply = await get('jan.devries', `/api/Document/Download/${tim.documentID}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="Declaratieoverzicht Tim.pdf"; filename*=UTF-8''Declaratieoverzicht%20Tim.pdf`,
    );
    const pdf = reply.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('(Declaratieoverzicht Tim)');
    expect(pdf).toContain('(Zorgzaam Zorgverzekeringen)');
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(await unread()).toBe(before.all - 1);
    expect(await unread(sixMonthsAgo)).toBe(before.recent - 1);
    expect((await list('jan.devries')).find((doc) => doc.documentID === tim.documentID)?.hasBeenRead).toBe(
      true,
    );

    // Opening again serves the stored file and counts nothing twice.
    const again = await get('jan.devries', `/api/Document/Download/${tim.documentID}`);
    expect(again.rawPayload.equals(reply.rawPayload)).toBe(true);
    expect(await unread()).toBe(before.all - 1);
  });

  it('drops only the total count for an unread letter older than 6 months', async () => {
    const sixMonthsAgo = addMonths(insurerToday(t.clock.now()), -6);
    const before = { all: await unread(), recent: await unread(sixMonthsAgo) };
    const old = (await list('jan.devries')).find(
      (doc) => !doc.hasBeenRead && doc.publicationDate < sixMonthsAgo,
    )!;
    expect((await get('jan.devries', `/api/Document/Download/${old.documentID}`)).statusCode).toBe(200);
    expect(await unread()).toBe(before.all - 1);
    expect(await unread(sixMonthsAgo)).toBe(before.recent);
  });
});

describe('GET /api/Document/GetGenericDocumentList', () => {
  it("lists the policy conditions and cover overviews of the products of Jan and Tim's policies", async () => {
    const year = insurerYear(t.clock.now());
    const reply = await get('jan.devries', `/api/Document/GetGenericDocumentList?year=${year}`);
    expect(reply.statusCode, reply.body).toBe(200);
    const docs = reply.json<GenericDocument[]>();
    const basic = docs.filter((doc) => doc.productType === 'MB');
    expect(basic.map((doc) => doc.docType).sort()).toEqual(['coverOverview', 'policyConditions']);
    expect(basic[0]?.customerNumbers.sort()).toEqual([numberOf.Jan, numberOf.Tim].sort());
    expect(basic.find((doc) => doc.docType === 'policyConditions')?.name).toMatch(
      new RegExp(`^Polisvoorwaarden .+ ${year}$`),
    );
    for (const doc of docs) {
      for (const number of doc.customerNumbers) expect([numberOf.Jan, numberOf.Tim]).toContain(number);
    }

    const conditions = basic.find((doc) => doc.docType === 'policyConditions')!;
    const file = await get('jan.devries', `/api/Document/DownloadGeneric/${conditions.documentID}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.toString('latin1')).toContain(`(${conditions.name})`);
  });

  it('answers 204 for a year without policies, and 404 for a document of another label', async () => {
    const none = await get('jan.devries', '/api/Document/GetGenericDocumentList?year=2001');
    expect(none.statusCode).toBe(204);
    expect(none.body).toBe('');
    const year = insurerYear(t.clock.now());
    const peters = (await get('peter.jansen', `/api/Document/GetGenericDocumentList?year=${year}`)).json<
      GenericDocument[]
    >();
    expect(peters[0]?.label).toBe('aev');
    const refused = await get('jan.devries', `/api/Document/DownloadGeneric/${peters[0]?.documentID}`);
    expect(refused.statusCode).toBe(404);
    expect((await get('jan.devries', '/api/Document/DownloadGeneric/..%2F..%2Fetc')).statusCode).toBe(404);
  });

  it('refuses a missing year', async () => {
    expect((await get('jan.devries', '/api/Document/GetGenericDocumentList')).statusCode).toBe(400);
  });
});

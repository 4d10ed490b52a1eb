import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReadabilityScorer, readabilityPool } from '../../core/readability/readability-pool.ts';
import { renderPdfPage } from '../../core/readability/testing/render-pdf.ts';
import { INVOICE_LINES, makePdf } from '../../core/readability/testing/sample-pdfs.ts';
import {
  drawTextPage,
  encodeJpeg,
  encodePng,
  photograph,
} from '../../core/readability/testing/sample-scans.ts';
import { accounts } from '../../db/schema.ts';
import { pngLike, postFiles, type TestFile } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.loginFully('jan.devries')).accessToken;
});
afterAll(() => t.close());

const read = (files: TestFile[], authToken: string | null = token) =>
  postFiles(t.app, '/api/Declaration/ReadBill', files, authToken);
const uploadsLeft = () => t.storage.keys().filter((key) => key.startsWith('uploads/'));
const theBill = {
  careType: 'physiotherapy',
  careProvider: 'Fysiotherapie De Linde',
  treatmentDate: '2026-10-14',
  amount: '77,00',
};

describe('POST Declaration/ReadBill', () => {
  it('reads provider, treatment date and total from a PDF text layer, and keeps no file', async () => {
    const reply = await read([{ name: 'factuur.pdf', data: await makePdf({ text: INVOICE_LINES }) }]);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual(theBill);
    expect(uploadsLeft()).toEqual([]);
  });

  it('reads the same from a photo of the bill by text recognition', async () => {
    const page = await renderPdfPage(await makePdf({ text: INVOICE_LINES }), 1240);
    const reply = await read([{ name: 'foto.jpg', data: encodeJpeg(photograph(page)) }]);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual(theBill);
  }, 60_000);

  it('answers null for what a page without words does not say, and reads a later page that does', async () => {
    const noWords = { name: 'vlekken.png', data: encodePng(drawTextPage(600, 800, 3)) };
    const nothing = await read([noWords]);
    expect(nothing.json()).toEqual({ careType: null, careProvider: null, treatmentDate: null, amount: null });
    const both = await read([noWords, { name: 'factuur.pdf', data: await makePdf({ text: INVOICE_LINES }) }]);
    expect(both.json()).toEqual(theBill);
  }, 60_000);

  it('answers nulls for a damaged photo and still reads the next one', async () => {
    const damaged = await read([pngLike('kapot.png', 4000)]);
    expect(damaged.statusCode, damaged.body).toBe(200);
    expect(damaged.json()).toEqual({ careType: null, careProvider: null, treatmentDate: null, amount: null });
    const page = await renderPdfPage(await makePdf({ text: INVOICE_LINES }), 1240);
    const reply = await read([{ name: 'foto.jpg', data: encodeJpeg(photograph(page)) }]);
    expect(reply.json()).toEqual(theBill);
  }, 90_000);

  it('needs a logged-in user', async () => {
    const reply = await read([{ name: 'factuur.pdf', data: await makePdf({ text: INVOICE_LINES }) }], null);
    expect(reply.statusCode).toBe(401);
  });
});

describe('POST Declaration/ReadBill on the readability workers', () => {
  const workers = readabilityPool({ size: 1 });
  const owners: (string | undefined)[] = [];
  const uploads: ReadabilityScorer = {
    score: (input, options) => workers.score(input, options),
    pdfText(bytes, options) {
      owners.push(options?.owner);
      return workers.pdfText(bytes, options);
    },
    close: () => workers.close(),
  };
  let pooled: TestApp;
  beforeAll(async () => {
    pooled = await createTestApp({ readability: { uploads, claims: readabilityPool({ size: 1 }) } });
  });
  afterAll(() => pooled.close());

  it("reads a PDF there, under their limits, for the customer who sent it, not on the server's thread", async () => {
    const { accessToken } = await pooled.loginFully('jan.devries');
    const [jan] = await pooled.db
      .select({ accountId: accounts.accountId })
      .from(accounts)
      .where(eq(accounts.username, 'jan.devries'));
    const pdf = { name: 'factuur.pdf', data: await makePdf({ text: INVOICE_LINES }) };
    const reply = await postFiles(pooled.app, '/api/Declaration/ReadBill', [pdf], accessToken);
    expect(reply.json()).toEqual(theBill);
    expect(owners).toEqual([jan?.accountId]);
  });
});

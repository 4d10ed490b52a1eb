import { request as httpRequest } from 'node:http';
import { readabilityScores } from '@mijn/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReadabilityScore } from '../../core/readability/image-quality.ts';
import { type ReadabilityScorer, readabilityPool } from '../../core/readability/readability-pool.ts';
import { renderPdfPage } from '../../core/readability/testing/render-pdf.ts';
import { bombPdf, INVOICE_LINES, makePdf } from '../../core/readability/testing/sample-pdfs.ts';
import {
  boxBlur,
  darken,
  drawTextPage,
  encodeBmp,
  encodeJpeg,
  encodePng,
  encodeTiff,
} from '../../core/readability/testing/sample-scans.ts';
import { multipartPayload, postFiles, type TestFile } from '../../test/multipart.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.loginFully('jan.devries')).accessToken;
});
afterAll(() => t.close());

const url = '/api/Declaration/ValidateAttachmentsReadability';
const check = (files: TestFile[], authToken: string | null = token, app = t) =>
  postFiles(app.app, url, files, authToken);
const uploadsLeft = (app = t) => app.storage.keys().filter((key) => key.startsWith('uploads/'));
const MB = 1024 * 1024;
const since = (started: number) => performance.now() - started;

describe('POST Declaration/ValidateAttachmentsReadability', () => {
  it('scores each file by analysing it, and keeps none of them', async () => {
    const page = drawTextPage(800, 1100, 3);
    const blurred = boxBlur(page, 3);
    const files: TestFile[] = [
      { name: 'nota.jpg', data: encodeJpeg(page) },
      { name: 'vaag.jpg', data: encodeJpeg(blurred) },
      { name: 'klein.png', data: encodePng(drawTextPage(40, 30, 1)) },
      { name: 'donker.png', data: encodePng(darken(page, 0.08)) },
      { name: 'scan.bmp', data: encodeBmp(page, 24) },
      { name: 'scan.tiff', data: encodeTiff(page) },
      { name: 'factuur.pdf', data: await makePdf({ text: INVOICE_LINES }) },
      { name: 'beveiligd.pdf', data: await makePdf({ text: INVOICE_LINES, userPassword: 'geheim' }) },
      { name: 'scan.pdf', data: await makePdf({ image: encodeJpeg(page) }) },
      { name: 'scan-vaag.pdf', data: await makePdf({ image: encodeJpeg(blurred) }) },
      {
        name: 'bank-app.png',
        data: encodePng(await renderPdfPage(await makePdf({ text: INVOICE_LINES }), 1240)),
      },
    ];
    const reply = await check(files);
    expect(reply.statusCode, reply.body).toBe(200);
    const { unreadable, readable, locked } = readabilityScores;
    expect(reply.json()).toEqual([
      { fileName: 'nota.jpg', readabilityScore: readable },
      { fileName: 'vaag.jpg', readabilityScore: unreadable },
      { fileName: 'klein.png', readabilityScore: unreadable },
      { fileName: 'donker.png', readabilityScore: unreadable },
      { fileName: 'scan.bmp', readabilityScore: readable },
      { fileName: 'scan.tiff', readabilityScore: readable },
      { fileName: 'factuur.pdf', readabilityScore: readable },
      { fileName: 'beveiligd.pdf', readabilityScore: locked },
      { fileName: 'scan.pdf', readabilityScore: readable },
      { fileName: 'scan-vaag.pdf', readabilityScore: unreadable },
      { fileName: 'bank-app.png', readabilityScore: readable },
    ]);
    expect(uploadsLeft()).toEqual([]);
  }, 60_000);

  it('refuses 25 MB of uploads with 413 and a clear message, keeping nothing', async () => {
    const big = new Uint8Array(25 * 1024 * 1024);
    big.set(Buffer.from('%PDF-1.7\n'));
    const reply = await check([{ name: 'groot.pdf', data: big }]);
    expect(reply.statusCode).toBe(413);
    expect(reply.json().message).toMatch(/20 MB/);
    expect(uploadsLeft()).toEqual([]);
  });

  it('refuses a program renamed to .pdf with 400, keeping nothing', async () => {
    const exe = new Uint8Array(4096);
    exe.set(Buffer.from('MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode', 'latin1'));
    const reply = await check([{ name: 'factuur.pdf', data: exe }]);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toMatch(/does not match its type: factuur\.pdf/);
    expect(uploadsLeft()).toEqual([]);
  });

  it('refuses a type the check does not accept, and a call without files', async () => {
    const word = { name: 'brief.docx', data: new Uint8Array(4096).fill(0x50) };
    expect((await check([word])).statusCode).toBe(400);
    expect((await check([])).statusCode).toBe(400);
    expect(uploadsLeft()).toEqual([]);
  });

  it('needs a logged-in user', async () => {
    const reply = await check([{ name: 'nota.png', data: encodePng(drawTextPage(400, 300, 2)) }], null);
    expect(reply.statusCode).toBe(401);
    expect(uploadsLeft()).toEqual([]);
  });

  it("answers another customer's 2 KB PDF promptly while bombs are scored, and scores the bombs unreadable", async () => {
    const annaToken = (await t.loginFully('anna.devries')).accessToken;
    const bomb = { name: 'bom.pdf', data: bombPdf({ pages: 200, inflatedBytes: 120 * MB }) };
    const started = performance.now();
    const bombs = [check([bomb]), check([bomb])];
    const small = await makePdf({ text: INVOICE_LINES });
    expect(small.length).toBeLessThan(4096);
    const reply = await check([{ name: 'factuur.pdf', data: small }], annaToken);
    expect(reply.json()).toEqual([{ fileName: 'factuur.pdf', readabilityScore: readabilityScores.readable }]);
    expect(since(started)).toBeLessThan(20_000);
    for (const bombReply of await Promise.all(bombs)) {
      expect(bombReply.json()).toEqual([
        { fileName: 'bom.pdf', readabilityScore: readabilityScores.unreadable },
      ]);
    }
    expect(since(started)).toBeLessThan(40_000);
  }, 90_000);
});

describe('POST Declaration/ValidateAttachmentsReadability on a busy server', () => {
  // One upload worker and a time limit far beyond the test: only cancellation ends the slow file.
  const uploadPool = readabilityPool({ size: 1, timeLimitMs: 600_000 });
  const uploadScores: Promise<ReadabilityScore>[] = [];
  const uploads: ReadabilityScorer = {
    score(input, options) {
      const score = uploadPool.score(input, options);
      uploadScores.push(score);
      return score;
    },
    pdfText: (bytes, options) => uploadPool.pdfText(bytes, options),
    close: () => uploadPool.close(),
  };
  // The same analysis for a caller who stays: it runs on while the abandoned one has ended.
  const reference = readabilityPool({ size: 1, timeLimitMs: 600_000 });
  let busy: TestApp;
  beforeAll(async () => {
    busy = await createTestApp({ readability: { uploads, claims: readabilityPool({ size: 1 }) } });
    await busy.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => Promise.all([busy.close(), reference.close()]));

  it('abandons the analysis of a client that has gone, and the claim job never waits behind uploads', async () => {
    const janToken = (await busy.loginFully('jan.devries')).accessToken;
    const annaToken = (await busy.loginFully('anna.devries')).accessToken;
    // Within the decoded-bytes budget, but pdf.js needs seconds for each of its 100 pages: minutes in all.
    const slow = bombPdf({ pages: 100, inflatedBytes: 2 * MB });
    let referenceSettled = false;
    void reference.score({ fileName: 'traag.pdf', extension: 'pdf', bytes: slow }).finally(() => {
      referenceSettled = true;
    });
    const { payload, headers } = multipartPayload({}, [{ name: 'traag.pdf', data: slow }]);
    const address = busy.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const upload = httpRequest({
      host: '127.0.0.1',
      port: address.port,
      method: 'POST',
      path: url,
      headers: { ...headers, ...bearer(janToken), 'content-length': payload.length },
    });
    upload.on('error', () => {});
    upload.end(payload);
    await vi.waitFor(() => expect(uploadScores).toHaveLength(1), { timeout: 20_000 });
    const slowScore = uploadScores[0] as Promise<ReadabilityScore>;
    let slowSettled = false;
    void slowScore.finally(() => {
      slowSettled = true;
    });

    const scan = { fileName: 'nota.pdf', extension: 'pdf', bytes: await makePdf({ text: INVOICE_LINES }) };
    expect(await busy.app.ctx.readability.claims.score(scan)).toBe(readabilityScores.readable);
    expect(slowSettled).toBe(false);

    upload.destroy();
    expect(await slowScore).toBe(readabilityScores.unreadable);
    expect(referenceSettled).toBe(false);
    const reply = await check([{ name: 'factuur.pdf', data: scan.bytes }], annaToken, busy);
    expect(reply.json()).toEqual([{ fileName: 'factuur.pdf', readabilityScore: readabilityScores.readable }]);
    await vi.waitFor(() => expect(uploadsLeft(busy)).toEqual([]));
  }, 90_000);
});

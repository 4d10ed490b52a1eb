import { readabilityScores } from '@mijn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_LINES, makePdf } from '../../core/readability/testing/sample-pdfs.ts';
import {
  boxBlur,
  darken,
  drawTextPage,
  encodeBmp,
  encodeJpeg,
  encodePng,
  encodeTiff,
} from '../../core/readability/testing/sample-scans.ts';
import { multipartPayload, type TestFile } from '../../test/multipart.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.loginFully('jan.devries')).accessToken;
});
afterAll(() => t.close());

const url = '/api/Declaration/ValidateAttachmentsReadability';
const check = (files: TestFile[], authToken: string | null = token) => {
  const { payload, headers } = multipartPayload({}, files);
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, ...(authToken ? bearer(authToken) : {}) },
  });
};
const uploadsLeft = () => t.storage.keys().filter((key) => key.startsWith('uploads/'));

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
    ]);
    expect(uploadsLeft()).toEqual([]);
  });

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
});

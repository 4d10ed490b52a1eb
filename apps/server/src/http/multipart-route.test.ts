import fastifyMultipart from '@fastify/multipart';
import { endpoint, formBoolean } from '@mijn/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { type MemoryStorage, memoryStorage } from '../storage/memory-storage.ts';
import { multipartPayload, pngLike } from '../test/multipart.ts';
import { errorHandler } from './error-handler.ts';
import { HttpError } from './http-error.ts';
import { multipartLimits, type UploadedFile } from './multipart-route.ts';
import { registerEndpoint } from './route.ts';

const upload = endpoint({
  method: 'POST',
  path: 'Test/Upload',
  // The test's context lets every token pass; 'public' would ask it for the login rate limit too.
  permission: 'authenticated',
  summary: 'test',
  body: z.object({
    Name: z.string().min(1),
    IsUrgent: formBoolean,
    Trips: z.array(z.object({ Date: z.string() })).max(2, 'validators.too-many-trips'),
  }),
  multipart: { files: 'files' },
  response: z.object({
    name: z.string(),
    isUrgent: z.boolean(),
    trips: z.number(),
    files: z.array(z.string()),
  }),
});

let app: FastifyInstance;
let storage: MemoryStorage;
let received: UploadedFile[];
let failHandler: boolean;

beforeEach(async () => {
  storage = memoryStorage();
  received = [];
  failHandler = false;
  app = Fastify();
  app.setErrorHandler(errorHandler);
  await app.register(fastifyMultipart, { limits: multipartLimits });
  app.decorate('ctx', { storage, authenticate: async () => null } as unknown as AppContext);
  registerEndpoint(app, upload, async ({ body, files }) => {
    received = files;
    if (failHandler) throw new HttpError(409, 'handler refused');
    return {
      name: body.Name,
      isUrgent: body.IsUrgent,
      trips: body.Trips.length,
      files: files.map((f) => f.fileName),
    };
  });
  await app.ready();
});
afterEach(() => app.close());

const post = (fields: unknown, files = [pngLike('nota.png', 2048)]) => {
  const { payload, headers } = multipartPayload(fields, files);
  return app.inject({ method: 'POST', url: '/api/Test/Upload', payload, headers });
};
const valid = { Name: 'Tim', IsUrgent: true, Trips: [{ Date: '2026-11-01' }] };

describe('registerEndpoint for a multipart entry', () => {
  it('unflattens and validates the fields, stores the files and hands both to the handler', async () => {
    const reply = await post(valid, [pngLike('nota.png', 2048), pngLike('bon.png', 4096)]);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({ name: 'Tim', isUrgent: true, trips: 1, files: ['nota.png', 'bon.png'] });
    expect(received.map((f) => [f.extension, f.size, f.contentType])).toEqual([
      ['png', 2048, 'image/png'],
      ['png', 4096, 'image/png'],
    ]);
    expect(received[0]?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(storage.keys().sort()).toEqual(received.map((f) => f.storageKey).sort());
  });

  it('answers 400 naming the field when a text field is invalid, and keeps no file', async () => {
    const reply = await post({ ...valid, Trips: [{ Date: 'a' }, { Date: 'b' }, { Date: 'c' }] });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('body.Trips: validators.too-many-trips');
    expect(storage.keys()).toEqual([]);
  });

  it('refuses a program renamed to .pdf by its first bytes', async () => {
    const exe = { name: 'nota.pdf', data: new Uint8Array(4096).fill(0x90) };
    exe.data.set([0x4d, 0x5a]);
    const reply = await post(valid, [pngLike('ok.png', 2048), exe]);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('File content does not match its type: nota.pdf');
    expect(storage.keys()).toEqual([]);
  });

  it('refuses extensions outside the list, files under the minimum size and no files at all', async () => {
    expect((await post(valid, [pngLike('virus.exe', 2048)])).json().message).toBe(
      'File type not allowed: virus.exe',
    );
    expect((await post(valid, [pngLike('tiny.png', 100)])).json().message).toBe('File too small: tiny.png');
    expect((await post(valid, [])).json().message).toBe('At least 1 file is required');
    expect(storage.keys()).toEqual([]);
  });

  it('answers 413 once the files together pass 20 MB, keeping nothing', async () => {
    const reply = await post(valid, [pngLike('a.png', 12 * 1024 * 1024), pngLike('b.png', 9 * 1024 * 1024)]);
    expect(reply.statusCode).toBe(413);
    expect(reply.json().message).toBe('Files together exceed 20 MB');
    expect(storage.keys()).toEqual([]);
  });

  it('removes the stored files when the handler fails', async () => {
    failHandler = true;
    const reply = await post(valid);
    expect(reply.statusCode).toBe(409);
    expect(received).toHaveLength(1);
    expect(storage.keys()).toEqual([]);
  });

  it('leaves no closing to do for a refusal through app.inject, which has no connection', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      expect((await post(valid, [pngLike('virus.exe', 2048)])).statusCode).toBe(400);
      expect(() => vi.runOnlyPendingTimers()).not.toThrow();
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 415 to a JSON body', async () => {
    const reply = await app.inject({ method: 'POST', url: '/api/Test/Upload', payload: valid });
    expect(reply.statusCode).toBe(415);
  });
});

describe('a multipart entry whose files are limited (spec §5: one file for a required document)', () => {
  const oneDocument = endpoint({
    method: 'POST',
    path: 'Test/Document',
    permission: 'authenticated',
    summary: 'test',
    body: z.object({ Name: z.string() }),
    multipart: { files: 'files', maxFiles: 1, documents: ['ReferralLetter'] },
    response: z.object({ files: z.array(z.string()) }),
  });
  let limited: FastifyInstance;

  beforeEach(async () => {
    limited = Fastify();
    limited.setErrorHandler(errorHandler);
    await limited.register(fastifyMultipart, { limits: multipartLimits });
    limited.decorate('ctx', { storage, authenticate: async () => null } as unknown as AppContext);
    registerEndpoint(limited, oneDocument, async ({ files }) => ({
      files: files.map((file) => `${file.field}:${file.fileName}`),
    }));
    await limited.ready();
  });
  afterEach(() => limited.close());

  const send = (files: Parameters<typeof multipartPayload>[1]) => {
    const { payload, headers } = multipartPayload({ Name: 'Ruben' }, files);
    return limited.inject({ method: 'POST', url: '/api/Test/Document', payload, headers });
  };

  it('takes one file in each field and tells the handler which field each came in', async () => {
    const reply = await send([
      pngLike('loonstrook.png', 2048),
      { ...pngLike('verwijsbrief.png', 2048), field: 'ReferralLetter' },
    ]);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().files).toEqual(['files:loonstrook.png', 'ReferralLetter:verwijsbrief.png']);
  });

  it.each([
    ['files', [pngLike('a.png', 2048), pngLike('b.png', 2048)]],
    [
      'ReferralLetter',
      [
        pngLike('a.png', 2048),
        { ...pngLike('b.png', 2048), field: 'ReferralLetter' },
        { ...pngLike('c.png', 2048), field: 'ReferralLetter' },
      ],
    ],
  ])('answers 400 to a second file in "%s", keeping nothing', async (field, files) => {
    const reply = await send(files);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(`Too many files in one field: "${field}" takes one file`);
    expect(storage.keys()).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { startS3Server } from '../local-infra/s3-server.ts';
import { storageFor } from './create-storage.ts';
import { startFakeS3 } from './s3-storage.test-server.ts';
import { type S3Settings, s3Storage } from './s3-storage.ts';

const ACCESS_KEY = 'TESTACCESSKEY';
const SECRET_KEY = 'test/secret+key';
const REGION = 'eu-west-1';

let fake: Awaited<ReturnType<typeof startFakeS3>>;
let endpoint = '';
let objects: Map<string, Buffer>;
beforeAll(async () => {
  fake = await startFakeS3({ accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY, region: REGION });
  endpoint = fake.endpoint;
  objects = fake.objects;
});
afterAll(() => fake.close());

const settings = (overrides: Partial<S3Settings> = {}): S3Settings => ({
  endpoint,
  bucket: 'portal-files',
  region: REGION,
  accessKeyId: ACCESS_KEY,
  secretAccessKey: SECRET_KEY,
  ...overrides,
});

describe('s3Storage', () => {
  it('puts and gets objects under path-style URLs and answers null for a missing key', async () => {
    const storage = await s3Storage(settings({ endpoint: `${endpoint}/` }));
    await storage.put('documents/abc.pdf', Buffer.from('%PDF-1.3 test'));
    expect(objects.get('/portal-files/documents/abc.pdf')?.toString()).toBe('%PDF-1.3 test');
    expect((await storage.get('documents/abc.pdf'))?.toString()).toBe('%PDF-1.3 test');
    expect(await storage.get('documents/missing.pdf')).toBeNull();
  });

  it('writes a stream as one object and deletes objects, a missing one without complaint', async () => {
    const storage = await s3Storage(settings());
    async function* parts() {
      yield Buffer.from('part one, ');
      yield Buffer.from('part two');
    }
    await storage.putStream('uploads/streamed.pdf', parts());
    expect(objects.get('/portal-files/uploads/streamed.pdf')?.toString()).toBe('part one, part two');
    await storage.delete('uploads/streamed.pdf');
    expect(objects.has('/portal-files/uploads/streamed.pdf')).toBe(false);
    await expect(storage.delete('uploads/streamed.pdf')).resolves.toBeUndefined();
  });

  it('fails loudly when the store refuses the request', async () => {
    const storage = await s3Storage(settings({ secretAccessKey: 'wrong' }));
    await expect(storage.put('documents/x.pdf', Buffer.from('x'))).rejects.toThrow(
      'S3 PUT documents/x.pdf failed: 403 SignatureDoesNotMatch',
    );
    await expect(storage.get('documents/abc.pdf')).rejects.toThrow(/403/);
  });

  it('refuses unsafe keys before any request', async () => {
    await expect((await s3Storage(settings())).get('../escape.pdf')).rejects.toThrow(/Unsafe storage key/);
  });
});

describe('S3 configuration', () => {
  const s3Env = () => ({
    S3_ENDPOINT: endpoint,
    S3_BUCKET: 'configured-bucket',
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: SECRET_KEY,
  });

  it('uses the bucket instead of local storage when S3_ENDPOINT is set', async () => {
    const config = loadConfig({ DATA_DIR: ':memory:', ...s3Env(), S3_REGION: REGION });
    await (await storageFor(config)).put('documents/from-config.pdf', Buffer.from('pdf'));
    expect(objects.get('/configured-bucket/documents/from-config.pdf')?.toString()).toBe('pdf');
    expect((await (await storageFor(config)).get('documents/from-config.pdf'))?.toString()).toBe('pdf');
  });

  it('defaults the region to us-east-1 and is off when nothing (or only empty values) is set', () => {
    expect(loadConfig(s3Env()).s3).toMatchObject({ bucket: 'configured-bucket', region: 'us-east-1' });
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ S3_ENDPOINT: '', S3_BUCKET: ' ' }).s3).toBeNull();
  });

  it('needs all settings together and a real URL', () => {
    const { S3_ACCESS_KEY_ID: _id, S3_SECRET_ACCESS_KEY: _secret, ...partial } = s3Env();
    expect(() => loadConfig(partial)).toThrow(ConfigError);
    expect(() => loadConfig(partial)).toThrow(/missing: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY$/);
    expect(() => loadConfig({ S3_BUCKET: 'b' })).toThrow(
      /missing: S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY$/,
    );
    expect(() => loadConfig({ ...s3Env(), S3_ENDPOINT: 'minio:9000' })).toThrow(/not an http\(s\) URL/);
  });
});

describe('s3Storage on an S3 protocol server (s3rver)', () => {
  let server: Awaited<ReturnType<typeof startS3Server>>;
  beforeAll(async () => {
    server = await startS3Server('shared-files');
  });
  afterAll(() => server.close());

  it('lets every instance read what one stored, and forget what one deleted', async () => {
    const [one, other] = [await s3Storage(server.settings), await s3Storage(server.settings)];
    await one.put('documents/letter.pdf', Buffer.from('%PDF-1.7 letter'));
    expect((await other.get('documents/letter.pdf'))?.toString()).toBe('%PDF-1.7 letter');
    async function* parts() {
      yield Buffer.from('first half, ');
      yield Buffer.from('second half');
    }
    await other.putStream('uploads/claim.pdf', parts());
    expect((await one.get('uploads/claim.pdf'))?.toString()).toBe('first half, second half');
    await one.delete('uploads/claim.pdf');
    expect(await other.get('uploads/claim.pdf')).toBeNull();
    await expect(other.delete('uploads/claim.pdf')).resolves.toBeUndefined();
  });

  it('is the storage the S3 settings choose', async () => {
    const { endpoint, bucket, accessKeyId, secretAccessKey } = server.settings;
    const config = loadConfig({
      DATA_DIR: ':memory:',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    });
    await (await storageFor(config)).put('documents/configured.pdf', Buffer.from('pdf'));
    const direct = await s3Storage(server.settings);
    expect((await direct.get('documents/configured.pdf'))?.toString()).toBe('pdf');
  });
});

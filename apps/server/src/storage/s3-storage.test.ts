import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { storageFor } from './create-storage.ts';
import { type S3Settings, s3Storage } from './s3-storage.ts';
import { sha256Hex, signV4 } from './sigv4.ts';

const ACCESS_KEY = 'TESTACCESSKEY';
const SECRET_KEY = 'test/secret+key';
const REGION = 'eu-west-1';

/** A tiny S3: path-style objects in a map, every request's SigV4 signature checked. */
const objects = new Map<string, Buffer>();
const server = createServer(async (request, response) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  if (!signedCorrectly(request, body)) {
    response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
    return;
  }
  const path = request.url ?? '';
  if (request.method === 'PUT') {
    objects.set(path, body);
    response.writeHead(200).end();
  } else if (request.method === 'GET' && objects.has(path)) {
    response.writeHead(200).end(objects.get(path));
  } else {
    response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
  }
});

function signedCorrectly(request: IncomingMessage, body: Buffer): boolean {
  const authorization = request.headers.authorization ?? '';
  const credential = new RegExp(
    `^AWS4-HMAC-SHA256 Credential=${ACCESS_KEY}/\\d{8}/${REGION}/s3/aws4_request,SignedHeaders=`,
  );
  const amzDate = String(request.headers['x-amz-date']);
  const date = new Date(amzDate.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'));
  if (!credential.test(authorization) || Number.isNaN(date.getTime())) return false;
  if (request.headers['x-amz-content-sha256'] !== sha256Hex(body)) return false;
  const expected = signV4(
    {
      method: request.method ?? '',
      url: new URL(request.url ?? '/', `http://${request.headers.host}`),
      payloadHash: sha256Hex(body),
      date,
    },
    { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY, region: REGION },
  );
  return authorization === expected.authorization;
}

let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

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
    const storage = s3Storage(settings({ endpoint: `${endpoint}/` }));
    await storage.put('documents/abc.pdf', Buffer.from('%PDF-1.3 test'));
    expect(objects.get('/portal-files/documents/abc.pdf')?.toString()).toBe('%PDF-1.3 test');
    expect((await storage.get('documents/abc.pdf'))?.toString()).toBe('%PDF-1.3 test');
    expect(await storage.get('documents/missing.pdf')).toBeNull();
  });

  it('fails loudly when the store refuses the request', async () => {
    const storage = s3Storage(settings({ secretAccessKey: 'wrong' }));
    await expect(storage.put('documents/x.pdf', Buffer.from('x'))).rejects.toThrow(
      'S3 PUT documents/x.pdf failed: 403 SignatureDoesNotMatch',
    );
    await expect(storage.get('documents/abc.pdf')).rejects.toThrow(/403/);
  });

  it('refuses unsafe keys before any request', async () => {
    await expect(s3Storage(settings()).get('../escape.pdf')).rejects.toThrow(/Unsafe storage key/);
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
    await storageFor(config).put('documents/from-config.pdf', Buffer.from('pdf'));
    expect(objects.get('/configured-bucket/documents/from-config.pdf')?.toString()).toBe('pdf');
    expect((await storageFor(config).get('documents/from-config.pdf'))?.toString()).toBe('pdf');
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

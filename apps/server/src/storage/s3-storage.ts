import { assertSafeKey, collect, type FileStorage } from './file-storage.ts';
import { sha256Hex, signV4 } from './sigv4.ts';

export interface S3Settings {
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const TIMEOUT_MS = 30_000;

/**
 * Files in an S3-compatible bucket. Path-style URLs (`endpoint/bucket/key`) so MinIO, Ceph and
 * Garage work without DNS per bucket. Safe keys need no percent-encoding, so the URL path is
 * already the canonical one the signature covers.
 */
export function s3Storage(settings: S3Settings): FileStorage {
  const base = settings.endpoint.replace(/\/+$/, '');
  const send = async (
    method: 'GET' | 'PUT' | 'DELETE',
    key: string,
    body?: Uint8Array,
  ): Promise<Response> => {
    assertSafeKey(key);
    const url = new URL(`${base}/${settings.bucket}/${key}`);
    const signed = signV4({ method, url, payloadHash: sha256Hex(body ?? ''), date: new Date() }, settings);
    return fetch(url, { method, headers: signed, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
  };
  const fail = async (response: Response, what: string): Promise<never> => {
    const detail = (await response.text()).match(/<Code>([^<]*)<\/Code>/)?.[1];
    throw new Error(`S3 ${what} failed: ${response.status}${detail ? ` ${detail}` : ''}`);
  };
  const put = async (key: string, data: Uint8Array) => {
    const response = await send('PUT', key, data);
    if (!response.ok) await fail(response, `PUT ${key}`);
    await response.arrayBuffer();
  };
  return {
    put,
    // A signed PUT needs the payload's hash and length up front; uploads are at most 20 MB.
    putStream: async (key, source) => put(key, await collect(source)),
    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) await fail(response, `DELETE ${key}`);
      await response.arrayBuffer();
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) await fail(response, `GET ${key}`);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}

import type { S3ServiceException } from '@aws-sdk/client-s3';
import { assertSafeKey, collect, type FileStorage } from './file-storage.ts';

export interface S3Settings {
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const TIMEOUT_MS = 30_000;

/** The status and S3 error code of a refused request, without the key's surroundings. */
function describeFailure(error: unknown, refusal: typeof S3ServiceException) {
  if (error instanceof refusal) {
    return { status: error.$metadata.httpStatusCode, detail: error.name };
  }
  return { status: undefined, detail: error instanceof Error ? error.message : String(error) };
}

/**
 * Files in an S3-compatible bucket through the AWS SDK (decision 0019). Path-style URLs
 * (`endpoint/bucket/key`) so MinIO, Ceph and Garage work without DNS per bucket; checksums only
 * where S3 requires them, as several S3-compatible stores refuse the SDK's default CRC32 trailers.
 * The SDK is loaded only when the configuration selects S3 (decision 0063).
 */
export async function s3Storage(settings: S3Settings): Promise<FileStorage> {
  const { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } =
    await import('@aws-sdk/client-s3');
  const isNotFound = (error: unknown) => describeFailure(error, S3ServiceException).status === 404;
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { requestTimeout: TIMEOUT_MS, connectionTimeout: TIMEOUT_MS },
  });
  const Bucket = settings.bucket;

  async function run<T>(what: string, key: string, request: () => Promise<T>): Promise<T> {
    assertSafeKey(key);
    try {
      return await request();
    } catch (error) {
      if (isNotFound(error)) throw error;
      const { status, detail } = describeFailure(error, S3ServiceException);
      throw new Error(`S3 ${what} ${key} failed: ${status ?? 'no answer'} ${detail}`, { cause: error });
    }
  }

  const put = async (key: string, data: Uint8Array) => {
    await run('PUT', key, () => client.send(new PutObjectCommand({ Bucket, Key: key, Body: data })));
  };

  return {
    put,
    // A signed PUT needs the payload's length up front; uploads are at most 20 MB.
    putStream: async (key, source) => put(key, await collect(source)),
    async delete(key) {
      try {
        await run('DELETE', key, () => client.send(new DeleteObjectCommand({ Bucket, Key: key })));
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
    async get(key) {
      try {
        const object = await run('GET', key, () => client.send(new GetObjectCommand({ Bucket, Key: key })));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  };
}

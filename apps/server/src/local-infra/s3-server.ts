import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../storage/s3-storage.ts';

/**
 * s3rver, an S3 protocol server from npm, on a free port of 127.0.0.1 with one empty bucket in a
 * folder of its own; the settings the portal needs to use it. s3rver knows one key pair, its own.
 */
export async function startS3Server(
  bucket: string,
): Promise<{ settings: S3Settings; close(): Promise<void> }> {
  const directory = await mkdtemp(path.join(tmpdir(), 'mijn-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

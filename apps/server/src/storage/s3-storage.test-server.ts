import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignatureV4 } from '@smithy/signature-v4';

export interface FakeS3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

type SourceData = string | ArrayBuffer | ArrayBufferView;
const bytes = (data: SourceData) =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);

/** SHA-256 and HMAC-SHA-256 in the shape the signer takes (its own hashers ship in the SDK). */
class NodeSha256 {
  #hash: Hash | Hmac;
  readonly #secret: Uint8Array | string | undefined;
  constructor(secret?: SourceData) {
    this.#secret = secret === undefined ? undefined : bytes(secret);
    this.#hash = this.#fresh();
  }
  #fresh() {
    return this.#secret === undefined ? createHash('sha256') : createHmac('sha256', this.#secret);
  }
  update(data: SourceData) {
    this.#hash.update(bytes(data));
  }
  async digest() {
    return new Uint8Array(this.#hash.digest());
  }
  reset() {
    this.#hash = this.#fresh();
  }
}

const sha256Hex = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * A tiny S3 for tests on 127.0.0.1: path-style objects in a map; every request's SigV4 signature is
 * checked by signing the same request again with the expected credentials.
 */
export async function startFakeS3(credentials: FakeS3Credentials) {
  const signer = new SignatureV4({
    service: 's3',
    region: credentials.region,
    credentials,
    sha256: NodeSha256,
    uriEscapePath: false,
  });

  async function signedCorrectly(request: IncomingMessage, body: Buffer): Promise<boolean> {
    const authorization = request.headers.authorization ?? '';
    const match = authorization.match(
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=/,
    );
    if (!match || match[1] !== credentials.accessKeyId || match[2] !== credentials.region) return false;
    const payloadHash = request.headers['x-amz-content-sha256'];
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)) return false;
    const signedNames = (match[3] ?? '').split(';');
    const headers = Object.fromEntries(
      signedNames.map((name) => [name, String(request.headers[name] ?? '')]),
    );
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    const amzDate = String(request.headers['x-amz-date']);
    const signingDate = new Date(
      amzDate.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'),
    );
    if (Number.isNaN(signingDate.getTime())) return false;
    const expected = await signer.sign(
      {
        method: request.method ?? 'GET',
        protocol: 'http:',
        hostname: url.hostname,
        port: Number(url.port),
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers,
        body,
      },
      { signingDate, signableHeaders: new Set(signedNames) },
    );
    return expected.headers.authorization === authorization;
  }

  const objects = new Map<string, Buffer>();
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    if (!(await signedCorrectly(request, body))) {
      response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const path = (request.url ?? '').split('?')[0] ?? '';
    if (request.method === 'PUT') {
      objects.set(path, body);
      response.writeHead(200).end();
    } else if (request.method === 'DELETE') {
      objects.delete(path);
      response.writeHead(204).end();
    } else if (request.method === 'GET' && objects.has(path)) {
      response.writeHead(200).end(objects.get(path));
    } else {
      response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Stored bodies by URL path, `/bucket/key`. */
    objects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

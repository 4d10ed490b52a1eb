import { createHash, createHmac } from 'node:crypto';

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
}

export interface SigV4Request {
  method: string;
  url: URL;
  /** Extra headers to send and sign (e.g. range, content-type); host and x-amz-* are added. */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (sha256Hex of an empty body for GET). */
  payloadHash: string;
  date: Date;
}

export const sha256Hex = (data: Uint8Array | string): string =>
  createHash('sha256').update(data).digest('hex');

const hmac = (key: Uint8Array | string, data: string): Buffer =>
  createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as AWS wants it: everything but A-Z a-z 0-9 - _ . ~ is percent-encoded. */
const uriEncode = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * AWS Signature Version 4 in the Authorization header. S3 flavour: the path is not encoded a
 * second time and the payload hash is sent as x-amz-content-sha256. Answers the headers to send
 * besides the caller's own (the Host header is signed but left for fetch to set from the URL).
 */
export function signV4(request: SigV4Request, credentials: SigV4Credentials): Record<string, string> {
  const service = credentials.service ?? 's3';
  const amzDate = request.date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${credentials.region}/${service}/aws4_request`;

  const headers = new Map<string, string>();
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    headers.set(name.toLowerCase(), value.trim().replace(/\s+/g, ' '));
  }
  headers.set('host', request.url.host);
  headers.set('x-amz-content-sha256', request.payloadHash);
  headers.set('x-amz-date', amzDate);
  const names = [...headers.keys()].sort();
  const signedHeaders = names.join(';');

  const query = [...request.url.searchParams]
    .map(([name, value]) => `${uriEncode(name)}=${uriEncode(value)}`)
    .sort()
    .join('&');
  const canonicalRequest = [
    request.method.toUpperCase(),
    request.url.pathname || '/',
    query,
    ...names.map((name) => `${name}:${headers.get(name)}`),
    '',
    signedHeaders,
    request.payloadHash,
  ].join('\n');

  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  let key = hmac(`AWS4${credentials.secretAccessKey}`, day);
  for (const part of [credentials.region, service, 'aws4_request']) key = hmac(key, part);
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');

  return {
    'x-amz-content-sha256': request.payloadHash,
    'x-amz-date': amzDate,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`,
  };
}

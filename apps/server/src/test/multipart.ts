import { randomUUID } from 'node:crypto';
import { toFormFields } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { bearer } from './test-app.ts';

export interface TestFile {
  name: string;
  data: Uint8Array;
  contentType?: string;
  /** Another file field than the payload's `fileField` (a named document). */
  field?: string;
}

/**
 * A multipart/form-data payload for app.inject: the text fields flattened as the web app sends
 * them (toFormFields), then each file under `fileField` or its own field.
 */
export function multipartPayload(fields: unknown, files: readonly TestFile[], fileField = 'files') {
  const boundary = `----mijn-test-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of toFormFields(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? fileField}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.from(file.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POSTs a form's fields and files to `url`, as the logged-in user of `authToken` or anonymously. */
export function postForm(
  app: FastifyInstance,
  url: string,
  form: { fields: unknown; files: readonly TestFile[]; fileField?: string },
  authToken: string | null,
) {
  const { payload, headers } = multipartPayload(form.fields, form.files, form.fileField);
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, ...(authToken ? bearer(authToken) : {}) },
  });
}

/** POSTs files alone (no fields) to `url`, as the logged-in user of `authToken` or anonymously. */
export function postFiles(
  app: FastifyInstance,
  url: string,
  files: readonly TestFile[],
  authToken: string | null,
) {
  return postForm(app, url, { fields: {}, files }, authToken);
}

let filesMade = 0;

/**
 * A file that passes the type check: the PNG signature, padded to `size` bytes. Each call gives
 * other bytes (a serial after the signature), so two calls are never the same bill.
 */
export function pngLike(name: string, size: number): TestFile {
  const data = new Uint8Array(size);
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  filesMade += 1;
  new DataView(data.buffer).setUint32(8, filesMade);
  return { name, data, contentType: 'image/png' };
}

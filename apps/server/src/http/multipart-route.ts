import { createHash, randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import {
  type Endpoint,
  type EndpointResponse,
  FormFieldsError,
  fromFormFields,
  inputPath,
  type MultipartFiles,
  validatorKeyOf,
} from '@mijn/contract';
import {
  CLAIM_FILE_EXTENSIONS,
  extensionOf,
  FILE_SIGNATURE_BYTES,
  MAX_UPLOAD_TOTAL_BYTES,
  MIN_UPLOAD_FILE_BYTES,
  matchesFileSignature,
  validatorMessages,
} from '@mijn/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FileStorage } from '../storage/file-storage.ts';
import { assertNoControlCharacters } from './control-characters.ts';
import { type HandlerRequest, handlerRequest } from './handler-request.ts';
import { HttpError, inputRefused, serverMessages } from './http-error.ts';
import { closeAfterDraining } from './lingering-close.ts';

/** A file the plumbing stored before the handler ran. */
export interface UploadedFile {
  /** The file field it came in: the entry's repeated field, or one of its named documents. */
  field: string;
  fileName: string;
  extension: string;
  size: number;
  sha256: string;
  contentType: string;
  storageKey: string;
}

/** The row of a stored file, in the columns `storedFileColumns` gives a table of a request's files. */
export const storedFileRow = ({ fileName, contentType, size, sha256, storageKey }: UploadedFile) => ({
  fileName,
  contentType,
  sizeBytes: size,
  sha256,
  storageKey,
});

const MAX_FILES = 20;

/** Busboy's limits; the 20 MB total is counted across files by the plumbing itself. */
export const multipartLimits = {
  fileSize: MAX_UPLOAD_TOTAL_BYTES,
  files: MAX_FILES,
  fields: 500,
  fieldSize: 16 * 1024,
  parts: 520,
} as const;

export interface MultipartOptions {
  extensions?: readonly string[];
  /** false: the files are removed once the handler is done (a check that stores nothing). */
  retainFiles?: boolean;
  /** The endpoint may be called with no file at all. */
  filesOptional?: boolean;
}

/** The text fields as sent, unflattened: valid input of the entry's body schema. */
export type SentForm<E extends Endpoint> = E['body'] extends z.core.$ZodType ? z.input<E['body']> : never;

/**
 * `signal` aborts when the client goes away before its answer is sent. `form` is the body before
 * its schema's transforms: what to store when it is read back later with that same schema.
 */
export type MultipartHandler<E extends Endpoint> = (
  request: HandlerRequest<E> & { files: UploadedFile[]; signal: AbortSignal; form: SentForm<E> },
) => Promise<EndpointResponse<E>>;

const contentTypes: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Counts bytes across all files of one request and stops at the 20 MB total (413). */
class UploadBudget {
  private used = 0;
  take(bytes: number): void {
    this.used += bytes;
    if (this.used > MAX_UPLOAD_TOTAL_BYTES) throw new HttpError(413, serverMessages.filesTooLarge);
  }
}

/**
 * Streams one file part to storage: the extension must be allowed and the first bytes must be that
 * type's signature before anything is written; size and hash are counted on the way.
 */
async function storeFile(
  part: MultipartFile,
  storage: FileStorage,
  extensions: readonly string[],
  budget: UploadBudget,
): Promise<UploadedFile> {
  assertNoControlCharacters(part.filename, `body.${part.fieldname}`);
  const fileName = part.filename.replace(/[\\/]/g, '_').slice(-200);
  const extension = extensionOf(fileName);
  if (!extensions.includes(extension))
    throw new HttpError(400, `${serverMessages.fileTypeNotAllowed}: ${fileName}`);
  const hash = createHash('sha256');
  let size = 0;
  let checked = false;
  let head = Buffer.alloc(0);
  async function* verified(): AsyncGenerator<Uint8Array> {
    for await (const chunk of malformedAs400(part.file as AsyncIterable<Buffer>)) {
      budget.take(chunk.length);
      size += chunk.length;
      hash.update(chunk);
      if (!checked) {
        head = Buffer.concat([head, chunk]);
        if (head.length < FILE_SIGNATURE_BYTES) continue;
        assertSignature(extension, head, fileName);
        checked = true;
        yield head;
        continue;
      }
      yield chunk;
    }
    if (!checked) {
      assertSignature(extension, head, fileName);
      yield head;
    }
    if (part.file.truncated) throw new HttpError(413, serverMessages.filesTooLarge);
  }
  const storageKey = `uploads/${randomUUID()}.${extension}`;
  await storage.putStream(storageKey, verified());
  if (size < MIN_UPLOAD_FILE_BYTES) {
    await storage.delete(storageKey);
    throw new HttpError(400, `${serverMessages.fileTooSmall}: ${fileName}`);
  }
  return {
    field: part.fieldname,
    fileName,
    extension,
    size,
    sha256: hash.digest('hex'),
    contentType: contentTypes[extension] ?? 'application/octet-stream',
    storageKey,
  };
}

function assertSignature(extension: string, head: Buffer, fileName: string): void {
  if (!matchesFileSignature(extension, head)) {
    throw new HttpError(400, `${serverMessages.fileContentDoesNotMatchType}: ${fileName}`);
  }
}

/** "body.Transport.Trips: validators.too-many-trips" (first issue) and every field, as JSON bodies report it. */
function refusedBody(error: z.core.$ZodError): HttpError {
  const fields = error.issues.map((issue) => ({
    path: inputPath('body', issue.path),
    key: validatorKeyOf(issue.message),
  }));
  const first = error.issues[0];
  const message = !first
    ? 'Invalid request'
    : first.path.length > 0
      ? `${inputPath('body', first.path)}: ${first.message}`
      : first.message;
  return new HttpError(400, message, { fields });
}

/** Busboy's own limit errors carry a statusCode (413 for a file, 400 otherwise). */
function asHttpError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  if (error instanceof FormFieldsError)
    return inputRefused(`body.${error.field}`, validatorMessages.invalidInput);
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, serverMessages.filesTooLarge);
  if (code === 'FST_FILES_LIMIT') return new HttpError(413, serverMessages.tooManyFiles);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new HttpError(406, serverMessages.notMultipart);
  return error;
}

/**
 * Whatever the multipart parser throws while reading the request (no or a wrong boundary, a body
 * cut short, a malformed part header) is the client's doing: 400, or the limit's own status.
 */
async function* malformedAs400<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  while (true) {
    let next: IteratorResult<T>;
    try {
      next = await iterator.next();
    } catch (error) {
      const known = asHttpError(error);
      if (known instanceof HttpError) throw known;
      throw new HttpError(400, serverMessages.malformedMultipart);
    }
    if (next.done) return;
    yield next.value;
  }
}

/** How many files a file field of the entry takes; 0 for a field it does not have. */
function filesAllowedIn(multipart: MultipartFiles, field: string): number {
  if (field === multipart.files) return multipart.maxFiles ?? MAX_FILES;
  return multipart.documents?.includes(field) ? 1 : 0;
}

async function readParts(
  request: FastifyRequest,
  multipart: MultipartFiles,
  storage: FileStorage,
  extensions: readonly string[],
  files: UploadedFile[],
): Promise<[string, string][]> {
  if (!request.isMultipart()) throw new HttpError(415, serverMessages.notMultipart);
  const fields: [string, string][] = [];
  const budget = new UploadBudget();
  for await (const part of malformedAs400(lazy(() => request.parts()))) {
    assertNoControlCharacters(part.fieldname, 'body');
    if (part.type === 'file') {
      const allowed = filesAllowedIn(multipart, part.fieldname);
      if (allowed === 0) {
        part.file.resume();
        throw new HttpError(400, `Unexpected file field ${part.fieldname}; files go in "${multipart.files}"`);
      }
      if (files.filter((file) => file.field === part.fieldname).length >= allowed) {
        part.file.resume();
        throw new HttpError(
          400,
          `${serverMessages.tooManyFilesInField}: "${part.fieldname}" takes ${allowed === 1 ? 'one file' : `at most ${allowed} files`}`,
        );
      }
      files.push(await storeFile(part, storage, extensions, budget));
    } else {
      const value = String(part.value);
      assertNoControlCharacters(value, `body.${part.fieldname}`);
      fields.push([part.fieldname, value]);
    }
  }
  return fields;
}

/** An iterable made on first use, so that an error while making it is thrown by the iteration. */
async function* lazy<T>(make: () => AsyncIterable<T>): AsyncGenerator<T> {
  yield* make();
}

/**
 * The handler of a contract entry whose body is multipart/form-data (spec §7 POST Declaration,
 * SeatedPatientTransport, ...), behind the same token and permission hook as every route: the files
 * are streamed to storage under `uploads/` after their type and size checks, the text fields are
 * validated with the entry's body schema, and whatever fails (a bad field, a bad file, the handler)
 * removes every file of the request again, so no half-written upload is left behind.
 */
export function multipartReply<E extends Endpoint & { multipart: MultipartFiles }>(
  storage: FileStorage,
  endpoint: E,
  handler: MultipartHandler<E>,
  options: MultipartOptions = {},
) {
  const bodySchema = endpoint.body;
  if (!bodySchema) throw new Error(`${endpoint.path} declares multipart without a body schema`);
  const extensions = options.extensions ?? CLAIM_FILE_EXTENSIONS;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const files: UploadedFile[] = [];
    const removeFiles = () => Promise.all(files.map((file) => storage.delete(file.storageKey)));
    const clientGone = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) clientGone.abort();
    });
    try {
      const fields = await readParts(request, endpoint.multipart, storage, extensions, files);
      if (files.length === 0 && !options.filesOptional)
        throw new HttpError(400, serverMessages.atLeastOneFile);
      const form = fromFormFields(fields);
      const parsed = bodySchema.safeParse(form);
      if (!parsed.success) throw refusedBody(parsed.error);
      const result = await handler({
        ...handlerRequest<E>(request, parsed.data),
        form: form as SentForm<E>,
        files,
        signal: clientGone.signal,
      });
      if (options.retainFiles === false) await removeFiles();
      return endpoint.response.parse(result);
    } catch (error) {
      if (!request.raw.complete) closeAfterDraining(request, reply);
      await removeFiles();
      throw asHttpError(error);
    }
  };
}

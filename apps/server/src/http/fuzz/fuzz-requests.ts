import { type Endpoint, servedPath, toFormFields } from '@mijn/contract';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { hostileText, mutated } from './mutations.ts';
import { type Json, jsonSchemaOf, plausibleValue } from './schema-arbitrary.ts';

/** One generated request, described for the failure report and ready for app.inject. */
export interface FuzzRequest {
  auth: 'none' | 'access' | 'login';
  inject: InjectOptions;
}

const emptyObject: fc.Arbitrary<Json> = fc.constant({});

function partArbitrary(schema: Endpoint['body'], known: readonly string[]): fc.Arbitrary<Json> {
  return mutated(schema ? plausibleValue(jsonSchemaOf(schema)) : emptyObject, known);
}

function scalarText(value: Json): string {
  if (typeof value === 'string') return value;
  if (value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Raw endings a query string parser must survive: bad percent-escapes, overlong and surrogate UTF-8. */
const rawQueryEnding = fc.constantFrom(
  '',
  '',
  '',
  '&%',
  '&a=%zz',
  '&a=%C0%80',
  '&a=%ED%A0%80',
  '&&=&',
  '&a[]=1',
);

function queryString(value: Json, ending: string): string {
  const search = new URLSearchParams();
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, item] of Object.entries(value)) {
      for (const one of Array.isArray(item) ? item : [item]) search.append(key, scalarText(one));
    }
  } else {
    search.append(scalarText(value), '');
  }
  const text = `${search.toString()}${ending}`;
  return text === '' ? '' : `?${text}`;
}

/** Every byte of the UTF-8 text escaped (encodeURIComponent throws on a lone surrogate). */
function percentEncoded(text: string): string {
  return Buffer.from(text).toString('hex').replace(/../g, '%$&');
}

/** Path parameters: a mutated value, or a raw segment that is not valid percent-encoding. */
function filledPath(endpoint: Endpoint, params: Json, rawSegment: string | null): string {
  const values = (params ?? {}) as Record<string, Json>;
  return servedPath(endpoint).replace(
    /\{(\w+)\}/g,
    (_, name: string) => rawSegment ?? percentEncoded(scalarText(values[name] ?? '')),
  );
}

const rawPathSegment = fc.option(fc.constantFrom('%', '%zz', '%00', '%C0%80', '..', '%2e%2e%2f'), {
  freq: 6,
});

interface FuzzFile {
  name: string;
  data: Buffer;
}

const fileArbitrary: fc.Arbitrary<FuzzFile> = fc.record({
  name: fc.oneof(
    fc.constantFrom('nota.png', 'nota.pdf', 'scan.jpg', 'x.exe', '', '.png', '../../nota.png'),
    hostileText.map((text) => `${text}.png`),
  ),
  data: fc
    .tuple(
      fc.constantFrom(
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.from('%PDF-1.4\n'),
        Buffer.from([0xff, 0xd8, 0xff]),
        Buffer.alloc(0),
      ),
      fc.nat({ max: 4096 }),
    )
    .map(([head, padding]) => Buffer.concat([head, Buffer.alloc(padding, 0x20)])),
});

/** Field names that do not nest back into an object, or nest into something enormous. */
const hostileFieldName = fc.constantFrom(
  'IsAbroad[0]',
  'Inland.CareType[0]',
  'Transport.Trips[999999999].Date',
  'Trips[0][1]',
  '__proto__.polluted',
  'constructor.prototype.x',
  '[0]',
  'a..b',
  '',
  'nul\u0000name',
);

type Corruption = 'none' | 'truncate' | 'no-boundary' | 'wrong-boundary' | 'no-end' | 'bad-header';

function multipartBody(
  fields: [string, string][],
  files: FuzzFile[],
  fileField: string,
  corruption: Corruption,
  cut: number,
) {
  const boundary = 'fuzz-boundary-7d3a';
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    const header =
      corruption === 'bad-header'
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n';
    chunks.push(Buffer.from(header), file.data, Buffer.from('\r\n'));
  }
  if (corruption !== 'no-end') chunks.push(Buffer.from(`--${boundary}--\r\n`));
  let payload = Buffer.concat(chunks);
  if (corruption === 'truncate') payload = payload.subarray(0, cut % Math.max(payload.length, 1));
  const contentType = {
    'no-boundary': 'multipart/form-data',
    'wrong-boundary': 'multipart/form-data; boundary=another-boundary',
  }[corruption as string];
  return { payload, contentType: contentType ?? `multipart/form-data; boundary=${boundary}` };
}

function multipartArbitrary(endpoint: Endpoint, fileField: string, known: readonly string[]) {
  return fc
    .record({
      fields: partArbitrary(endpoint.body, known),
      extraFields: fc.array(fc.tuple(hostileFieldName, hostileText), { maxLength: 2 }),
      files: fc.array(fileArbitrary, { maxLength: 2 }),
      corruption: fc.constantFrom<Corruption>(
        'none',
        'none',
        'none',
        'truncate',
        'no-boundary',
        'wrong-boundary',
        'no-end',
        'bad-header',
      ),
      cut: fc.nat(),
    })
    .map(({ fields, extraFields, files, corruption, cut }) =>
      multipartBody([...toFormFields(fields), ...extraFields], files, fileField, corruption, cut),
    );
}

/** JSON nested deeper than any stack: JSON.stringify itself could not write it. */
const deeplyNested = `{"a":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;

/** JSON bodies: mutated values, and now and then text that is not JSON at all, or nested too deep. */
function jsonBodyArbitrary(endpoint: Endpoint, known: readonly string[]) {
  return fc.oneof(
    { weight: 9, arbitrary: partArbitrary(endpoint.body, known).map((value) => JSON.stringify(value)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{',
        '{"a":1}}',
        '\u0000',
        '{"__proto__":{"x":1}}',
        'null',
        '',
        deeplyNested,
      ),
    },
  );
}

/**
 * Every part of one endpoint's request, generated from its contract entry and then mutated;
 * `known` are real values of the seeded world to try in text fields.
 */
export function requestArbitrary(
  endpoint: Endpoint,
  known: readonly string[] = [],
): fc.Arbitrary<FuzzRequest> {
  const fileField = endpoint.multipart?.files;
  const hasBody = endpoint.method !== 'GET';
  const body = !hasBody
    ? fc.constant(undefined)
    : fileField
      ? multipartArbitrary(endpoint, fileField, known)
      : jsonBodyArbitrary(endpoint, known).map((payload) => ({ payload, contentType: 'application/json' }));
  return fc
    .record({
      auth: fc.constantFrom<FuzzRequest['auth']>('none', 'access', 'access', 'login'),
      params: endpoint.params ? partArbitrary(endpoint.params, known) : emptyObject,
      rawSegment: rawPathSegment,
      query: partArbitrary(endpoint.query, known),
      queryEnding: rawQueryEnding,
      body,
    })
    .map(({ auth, params, rawSegment, query, queryEnding, body }) => ({
      auth,
      inject: {
        method: endpoint.method,
        url: `${filledPath(endpoint, params, rawSegment)}${queryString(query, queryEnding)}`,
        ...(body ? { payload: body.payload, headers: { 'content-type': body.contentType } } : {}),
      },
    }));
}

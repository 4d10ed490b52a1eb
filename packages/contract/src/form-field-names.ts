// The multipart field names of a form value and back (spec §7), apart from form-fields.ts's schemas so
// the web's API client, which every page runs, imports no zod classic (decision 0070).

type Scalar = string | number | boolean;

/**
 * Flattens a form value into multipart field names: nested objects join with a dot, array items get
 * [i] (spec §7 "Abroad.*", "Transport.*"). undefined and null are left out.
 */
export function toFormFields(value: unknown, prefix = ''): [string, string][] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => toFormFields(item, `${prefix}[${index}]`));
  }
  if (typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      toFormFields(item, prefix === '' ? key : `${prefix}.${key}`),
    );
  }
  return [[prefix, String(value as Scalar)]];
}

const segmentPattern = /([^.[\]]+)|\[(\d+)\]/g;
const forbiddenKeys = new Set(['__proto__', 'prototype', 'constructor']);
/** No form of the portal has lists this long; a bigger index would make a huge sparse array. */
export const MAX_FORM_LIST_INDEX = 999;

/** A field name that cannot be turned back into a value: a name used both as a value and as a group. */
export class FormFieldsError extends Error {
  override name = 'FormFieldsError';
  constructor(readonly field: string) {
    super(`${field}: validators.invalid-input`);
  }
}

function isContainer(node: unknown, key: string | number): boolean {
  return typeof key === 'number'
    ? Array.isArray(node)
    : typeof node === 'object' && node !== null && !Array.isArray(node);
}

/** The inverse of toFormFields: `Transport.Trips[0].Date` becomes a nested object again. */
export function fromFormFields(fields: Iterable<[string, string]>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of fields) {
    const keys = [...name.matchAll(segmentPattern)].map((m) => (m[2] === undefined ? m[1] : Number(m[2])));
    if (keys.some((key) => typeof key === 'string' && forbiddenKeys.has(key))) continue;
    if (keys.some((key) => typeof key === 'number' && key > MAX_FORM_LIST_INDEX))
      throw new FormFieldsError(name);
    let node: unknown = root;
    keys.forEach((key, index) => {
      if (key === undefined) return;
      const container = node as Record<string | number, unknown>;
      if (!isContainer(container, key) || (index === keys.length - 1 && typeof container[key] === 'object')) {
        throw new FormFieldsError(name);
      }
      if (index === keys.length - 1) {
        container[key] = value;
        return;
      }
      const next = keys[index + 1];
      container[key] ??= typeof next === 'number' ? [] : {};
      node = container[key];
    });
  }
  return root;
}

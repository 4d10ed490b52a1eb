import { AGB_CODE_LENGTH, BIG_NUMBER_LENGTH, validatorMessages } from '@mijn/domain';
import { z } from 'zod';

/**
 * Multipart text fields arrive as strings; a browser form holds real booleans and numbers. These
 * schemas accept both, so one schema validates the form and the server.
 */
export const formBoolean = z.preprocess((value) => {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}, z.boolean());

export const formInteger = z.preprocess(
  (value) => (typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value),
  z.number().int(),
);

/** An optional text field: an empty string counts as left out. */
export const optionalText = (max: number) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.string().trim().max(max).optional());

export const requiredText = (max: number) => z.string().trim().min(1, 'validators.required-field').max(max);

/** A register code of a fixed number of digits; an empty one is missing, not wrong. */
const registerCode = (length: number, message: string) =>
  z
    .string()
    .trim()
    .min(1, validatorMessages.requiredField)
    .regex(new RegExp(`^\\d{${length}}$`), message);

/** A care provider's AGB code (8 digits, spec §5). */
export const AgbCode = registerCode(AGB_CODE_LENGTH, validatorMessages.agbCode);
/** A practitioner's BIG register number (11 digits, spec §5). */
export const BigNumber = registerCode(BIG_NUMBER_LENGTH, validatorMessages.bigNumber);

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

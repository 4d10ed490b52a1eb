import type { FieldError } from '@mijn/contract';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-request-error.ts';
import { refusedField } from './refused-field.ts';

const refusal = (status: number, message: string, fields?: FieldError[]) =>
  new ApiRequestError(status, {
    statusCode: status,
    error: 'Bad Request',
    message,
    ...(fields ? { fields } : {}),
  });

describe('refusedField', () => {
  it('reads the first body field and its validator key from the fields of a 400', () => {
    expect(
      refusedField(
        refusal(400, 'body.Transport.Trips: Too many', [
          { path: 'body.Transport.Trips', key: 'validators.too-many-trips' },
          { path: 'body.EndDate', key: 'validators.required-field' },
        ]),
      ),
    ).toEqual({ path: 'Transport.Trips', message: 'validators.too-many-trips' });
    expect(
      refusedField(
        refusal(400, 'a readable text', [
          { path: 'params.id', key: 'validators.invalid-input' },
          { path: 'body.Inland.TreatmentDate', key: 'validators.declaration-too-old' },
        ]),
      )?.path,
    ).toBe('Inland.TreatmentDate');
  });

  it('never parses the message: a 400 without fields names no field', () => {
    expect(refusedField(refusal(400, 'body.x: validators.required-field'))).toBeNull();
  });

  it('ignores other statuses, free texts and other errors', () => {
    expect(
      refusedField(refusal(413, 'too big', [{ path: 'body.x', key: 'validators.file-to-big' }])),
    ).toBeNull();
    expect(refusedField(refusal(400, 'File type not allowed: a.exe'))).toBeNull();
    expect(refusedField(new Error('body.x: validators.required-field'))).toBeNull();
  });
});

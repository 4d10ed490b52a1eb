import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-request-error.ts';
import { refusedField } from './refused-field.ts';

const refusal = (status: number, message: string) =>
  new ApiRequestError(status, { statusCode: status, error: 'Bad Request', message });

describe('refusedField', () => {
  it('reads the field and validator key of a 400', () => {
    expect(refusedField(refusal(400, 'body.Transport.Trips: validators.too-many-trips'))).toEqual({
      path: 'Transport.Trips',
      message: 'validators.too-many-trips',
    });
    expect(
      refusedField(refusal(400, 'body.Inland.TreatmentDate: validators.declaration-too-old'))?.path,
    ).toBe('Inland.TreatmentDate');
  });

  it('ignores other statuses, free texts and other errors', () => {
    expect(refusedField(refusal(413, 'body.x: validators.file-to-big'))).toBeNull();
    expect(refusedField(refusal(400, 'File type not allowed: a.exe'))).toBeNull();
    expect(refusedField(new Error('body.x: validators.required-field'))).toBeNull();
  });
});

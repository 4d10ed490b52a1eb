import { validatorMessages } from '@mijn/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { ResetUsernameBody, WireBirthDate } from './account-reset.ts';
import { VerificationCodeBody } from './account-verification.ts';
import { CreateAccountBody } from './create-account.ts';
import { allEndpoints } from './index.ts';
import { CustomerNumber } from './policy.ts';

const keys: ReadonlySet<string> = new Set(Object.values(validatorMessages));

/** Refusals no screen can cause, told to an API client as they stand. */
const forApiClients = new Set([
  // No screen sends a change of contact details with nothing in it.
  'Nothing to update',
]);

type Node = { _zod?: { def?: Record<string, unknown> } };
const childKeys = ['innerType', 'in', 'out', 'element', 'schema', 'left', 'right', 'keyType', 'valueType'];

/**
 * The messages a schema's own checks and refinements give (zod keeps them as `def.error`), found by
 * walking its definition; messages raised inside a superRefine are not seen here.
 */
function ownMessages(schema: unknown, seen = new Set<unknown>()): string[] {
  if (schema === null || typeof schema !== 'object' || seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as Node)._zod?.def;
  if (!def) return [];
  const own = typeof def.error === 'function' ? [String((def.error as (issue: object) => unknown)({}))] : [];
  const children = [
    ...((def.checks as unknown[] | undefined) ?? []),
    ...childKeys.map((key) => def[key]),
    ...Object.values((def.shape as Record<string, unknown> | undefined) ?? {}),
    ...((def.options as unknown[] | undefined) ?? []),
  ];
  return [...own, ...children.flatMap((child) => ownMessages(child, seen))];
}

const messagesOf = (schema: z.core.$ZodType, input: unknown) =>
  z.safeParse(schema, input).error?.issues.map((issue) => issue.message) ?? [];

describe('validation messages of the contract', () => {
  it('are validators.* keys the web translates, in every endpoint’s params, query and body', () => {
    const strays = allEndpoints.flatMap((endpoint) =>
      [endpoint.params, endpoint.query, endpoint.body]
        .flatMap((schema) => ownMessages(schema))
        .filter((message) => !keys.has(message) && !forApiClients.has(message))
        .map((message) => `${endpoint.method} ${endpoint.path}: ${message}`),
    );
    expect(strays).toEqual([]);
  });

  it('sees the checks of extended objects and of piped, refined and optional fields', () => {
    const schema = z.extend(VerificationCodeBody, { extra: z.optional(WireBirthDate) });
    expect(ownMessages(schema)).toEqual(
      expect.arrayContaining([validatorMessages.verificationCode, validatorMessages.invalidDate]),
    );
  });

  it('tells a verification code of the wrong length as such, at login and registration', () => {
    expect(messagesOf(VerificationCodeBody, { verificationCode: '123' })).toEqual([
      validatorMessages.verificationCode,
    ]);
    expect(
      messagesOf(z.pick(CreateAccountBody, { verificationCode: true }), { verificationCode: '123456' }),
    ).toEqual([validatorMessages.verificationCode]);
  });

  it('tells a policy number that is not 12 digits as such', () => {
    expect(messagesOf(ResetUsernameBody, { policyNumber: '12345678901', birthDate: '1980/03/14' })).toEqual([
      validatorMessages.policyNumber,
    ]);
  });

  it.each(['14-03-1980', '1980/02/30', ''])('tells the birth date %j as no valid date', (birthDate) => {
    expect(messagesOf(WireBirthDate, birthDate)).toEqual([validatorMessages.invalidDate]);
  });

  it('asks to choose an insured for a customer number that is not one', () => {
    expect(messagesOf(CustomerNumber, '')).toEqual([validatorMessages.requiredField]);
  });
});

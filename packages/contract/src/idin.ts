import { z } from 'zod/mini';
import { AccessTokenReply } from './account.ts';
import { endpoint } from './endpoint.ts';
import { IdinFlow } from './idin-flow.ts';

export const BankOption = z.object({ issuerId: z.string(), issuerName: z.string() });
export type BankOption = z.infer<typeof BankOption>;

export const CreateIdinSessionBody = z.object({
  iDINFlow: IdinFlow,
  bankIssuer: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  clientBaseUrl: z
    .url()
    .check(z.describe('The web origin (and base path); the bank returns to <it>/callback/iDin')),
});
export type CreateIdinSessionBody = z.input<typeof CreateIdinSessionBody>;

export const CreateIdinSessionReply = z.object({
  clientCode: z
    .string()
    .check(z.describe('Keep in a cookie (SameSite=Strict, Secure) for sessionLifetime seconds')),
  sessionLifetime: z.number().check(z.int(), z.describe('Seconds')),
  redirectUrl: z.string().check(z.describe('Where the browser goes next: the bank (or the simulated bank)')),
});
export type CreateIdinSessionReply = z.infer<typeof CreateIdinSessionReply>;

export const IdinReturnQuery = z.object({
  code: z.optional(z.string().check(z.maxLength(4096))),
  state: z.optional(z.string().check(z.maxLength(256))),
  session_state: z.optional(z.string().check(z.maxLength(512))),
  error: z.optional(z.string().check(z.maxLength(256))),
  error_description: z.optional(z.string().check(z.maxLength(1024))),
  callbackUrl: z
    .optional(z.string().check(z.maxLength(2048)))
    .check(z.describe('The callback/iDin URL the bank returned to')),
});
export type IdinReturnQuery = z.input<typeof IdinReturnQuery>;

/** Which callback page the web opens next, each reading ?sessionId= (spec §2). */
export const idinCallbackPages = ['iDin-authenticatie', 'iDin-register', 'iDin-abort', 'iDin-error'] as const;

export const IdinReturnReply = z.object({
  sessionId: z.string(),
  iDINFlow: IdinFlow,
  callbackPage: z.enum(idinCallbackPages),
  callbackPath: z.string().check(z.describe('e.g. /callback/iDin-authenticatie?sessionId=...')),
});
export type IdinReturnReply = z.infer<typeof IdinReturnReply>;

export const ProcessIdinBody = z.object({
  sessionId: z.string().check(z.maxLength(64)),
  // Empty is allowed here so the server can answer its own 'Missing client code' (spec §8).
  clientCode: z._default(z.string().check(z.maxLength(256)), ''),
});
export type ProcessIdinBody = z.input<typeof ProcessIdinBody>;

export const ProcessIdinErrorBody = z.object({ sessionId: z.string().check(z.maxLength(64)) });
export type ProcessIdinErrorBody = z.input<typeof ProcessIdinErrorBody>;

export const IdinLoginReply = z.extend(AccessTokenReply, { username: z.string() });
export type IdinLoginReply = z.infer<typeof IdinLoginReply>;

export const bankOptions = endpoint({
  method: 'GET',
  path: 'idin/bank-options',
  permission: 'public',
  summary: 'The banks a person can choose for iDIN',
  response: z.array(BankOption),
});

export const createSession = endpoint({
  method: 'POST',
  path: 'Idin/create-session',
  permission: 'public',
  summary: 'Start an iDIN session: answers the client code, its lifetime and the bank URL',
  body: CreateIdinSessionBody,
  response: CreateIdinSessionReply,
  errors: [400, 422, 429],
});

export const returnFromBank = endpoint({
  method: 'GET',
  path: 'Idin',
  permission: 'public',
  summary:
    'The bank returned to callback/iDin: the server checks state, takes the identity, names the next page',
  query: IdinReturnQuery,
  response: IdinReturnReply,
  errors: [400, 422],
});

export const processAuthentication = endpoint({
  method: 'POST',
  path: 'Idin/process-authentication',
  permission: 'public',
  summary: 'Flow 1: log in with the identity of the session; answers an access token',
  body: ProcessIdinBody,
  response: IdinLoginReply,
  errors: [400, 422, 429],
});

export const processIdentification = endpoint({
  method: 'POST',
  path: 'Idin/process-identification',
  permission: 'public',
  summary: 'Flow 0: link iDIN to the customer, create or activate the account, and log in',
  body: ProcessIdinBody,
  response: IdinLoginReply,
  errors: [400, 422, 429],
});

export const processError = endpoint({
  method: 'POST',
  path: 'Idin/process-error',
  permission: 'public',
  summary: 'A session that ended without identity: always 400 with expired, cancelled or general failure',
  body: ProcessIdinErrorBody,
  response: z.object({}),
  errors: [400],
});

import type { PermissionCode } from '@mijn/domain';
import { z } from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The bearers of the flows before a session (decisions 0007, 0022, 0064), each proving one step's
 * right: the login token of a login that waits for its SMS code (the forgot flows too), the
 * registration token of a registration attempt, the reset token of a verified forgot-password code,
 * the passkey token that carries a passkey login's challenge.
 */
export const flowTokens = [
  'login-token',
  'registration-token',
  'password-reset-token',
  'passkey-token',
] as const;
export type FlowToken = (typeof flowTokens)[number];

/** What an access token (a logged-in session) must carry: nothing more, or a permission code of spec §6. */
export type SessionPermission = 'authenticated' | PermissionCode;

export type BearerPermission = FlowToken | SessionPermission;

/**
 * Who may call an endpoint; the server's onRequest hook checks it before anything else runs:
 * - 'public': anyone;
 * - a flow token: that flow's short-lived token;
 * - 'authenticated': any logged-in user;
 * - a permission code of spec §6 that the access token must carry;
 * - a list: any one of these bearers; the kind of token sent decides which one is checked.
 */
export type EndpointPermission =
  | 'public'
  | BearerPermission
  | readonly [BearerPermission, BearerPermission, ...BearerPermission[]];

export function isFlowToken(permission: unknown): permission is FlowToken {
  return (flowTokens as readonly unknown[]).includes(permission);
}

/** The bearers an endpoint accepts, none for a public one. */
export function bearersOf(permission: EndpointPermission): readonly BearerPermission[] {
  if (permission === 'public') return [];
  return typeof permission === 'string' ? [permission as BearerPermission] : permission;
}

/** 'api' paths are served under /api/ as spec §7 writes them; 'root' paths are served as they stand. */
export type EndpointBase = 'api' | 'root';

/**
 * A schema of zod classic or of `zod/mini` (decisions 0070 and 0075: the contract's and the web's
 * schemas are mini, the server's own may be classic): both are zod's core type, parsed and described alike.
 */
export type Schema<Core extends z.core.$ZodType = z.core.$ZodType> = Core & {
  safeParse(data: unknown): z.core.util.SafeParseResult<z.output<Core>>;
  parse(data: unknown): z.output<Core>;
};

/** The parameters of a path or a query string: an object, of either kind. */
export type ObjectSchema = Schema<z.core.$ZodObject> & { shape: z.core.$ZodShape };

/** The file fields of a multipart entry; each takes any number of files unless it says otherwise. */
export interface MultipartFiles {
  /** The repeated file field. */
  files: string;
  /** At most this many files in `files` (spec §5: only one for a required-document upload). */
  maxFiles?: number;
  /** File fields of their own, one named document each (a referral letter): one file at most. */
  documents?: readonly string[];
}

export interface EndpointDefinition {
  method: HttpMethod;
  path: string;
  permission: EndpointPermission;
  summary: string;
  base?: EndpointBase;
  params?: ObjectSchema;
  query?: ObjectSchema;
  body?: Schema;
  /**
   * The body travels as multipart/form-data: `body` describes the text fields (nested objects and
   * arrays flatten to `Abroad.Country` and `Transport.Trips[0].Date`, see form-fields.ts) and
   * `files` names the repeated file field.
   */
  multipart?: MultipartFiles;
  /**
   * The reply is a file, not JSON (spec §7 "binary downloads"): sent with this content type and a
   * Content-Disposition; `response` describes it for the OpenAPI document.
   */
  download?: { contentType: 'application/pdf' };
  response: Schema;
  /** Replies this endpoint may send besides its response, for the OpenAPI document. */
  errors?: readonly number[];
}

export type Endpoint<D extends EndpointDefinition = EndpointDefinition> = D & { base: EndpointBase };

export function endpoint<const D extends EndpointDefinition>(definition: D): Endpoint<D> {
  return { ...definition, base: definition.base ?? 'api' };
}

type Infer<S> = S extends z.core.$ZodType ? z.input<S> : never;
type Parsed<S> = S extends z.core.$ZodType ? z.output<S> : never;

/** What a caller passes: only the parts the endpoint declares. */
export type EndpointInput<E extends EndpointDefinition> = (E['params'] extends z.core.$ZodType
  ? { params: Infer<E['params']> }
  : unknown) &
  (E['query'] extends z.core.$ZodType ? { query: Infer<E['query']> } : unknown) &
  (E['body'] extends z.core.$ZodType ? { body: Infer<E['body']> } : unknown);

/** What a handler receives after validation. */
export type EndpointRequest<E extends EndpointDefinition> = {
  params: E['params'] extends z.core.$ZodType ? Parsed<E['params']> : Record<string, never>;
  query: E['query'] extends z.core.$ZodType ? Parsed<E['query']> : Record<string, never>;
  body: E['body'] extends z.core.$ZodType ? Parsed<E['body']> : undefined;
};

export type EndpointResponse<E extends EndpointDefinition> = z.output<E['response']>;

/** The full path of an endpoint as served, with `{name}` placeholders. */
export function servedPath(e: Pick<Endpoint, 'base' | 'path'>): string {
  const path = e.path.startsWith('/') ? e.path : `/${e.path}`;
  return e.base === 'api' ? `/api${path}` : path;
}

/** Fills `{name}` placeholders of a path with encoded values. */
export function fillPath(path: string, params: Record<string, string | number | boolean> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** PostgreSQL's `integer`: a number id beyond it matches no row, and the database refuses to compare it. */
export const MAX_DATABASE_INTEGER = 2_147_483_647;

/** A numeric id in a query string or path. */
export const NumericId = z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_DATABASE_INTEGER));

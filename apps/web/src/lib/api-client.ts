import {
  ApiError,
  bearersOf,
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  fillPath,
  isFlowToken,
  type MultipartFiles,
  servedPath,
  toFormFields,
} from '@mijn/contract';
import {
  ApiRequestError,
  handleExpiredToken,
  handleFailedResponse,
  handleNetworkFailure,
  TokenExpiredError,
} from './errors/index.ts';
import { currentLanguage } from './i18n.ts';
import { noteServerDate } from './server-clock/index.ts';
import {
  acceptAccessTokenFromReply,
  clearBlocked,
  getAccessToken,
  getLoginToken,
  isAccessTokenExpired,
} from './session/index.ts';

export { ApiRequestError, TokenExpiredError };

export interface ApiOptions {
  /** The screen explains failures itself; the shared notices are suppressed except 401 and 403. */
  customErrorHandling?: boolean;
  signal?: AbortSignal;
  /**
   * The bearer of a flow that is not a session (decision 0007): the login token of a login without a
   * phone, the reset token of a forgot flow or the registration token. A 401 or 403 on such a call
   * is an answer for the screen, not the end of a session.
   */
  bearer?: string;
  /** The call may finish after the page is left (fetch keepalive), e.g. the logout while it reloads. */
  keepalive?: boolean;
}

const clientVersion: string = import.meta.env.VITE_RELEASE_TAG ?? 'dev';

let apiOrigin: string | null = null;

/** Points the client at another origin (the configured API base); the default is this page's origin. */
export function setApiOrigin(origin: string | null): void {
  apiOrigin = origin === null || origin === '' ? null : origin.replace(/\/+$/, '');
}

type QueryValue = string | number | boolean | null | undefined;

/** Query string with arrays as name[i]=value (spec §7 helper). */
export function buildQuery(query: Record<string, QueryValue | readonly QueryValue[]>): string {
  const parts: string[] = [];
  const add = (name: string, value: QueryValue) => {
    if (value === undefined || value === null) return;
    parts.push(`${name}=${encodeURIComponent(String(value))}`);
  };
  for (const [name, value] of Object.entries(query)) {
    const encodedName = encodeURIComponent(name);
    if (Array.isArray(value)) {
      value.forEach((item: QueryValue, index) => {
        add(`${encodedName}[${index}]`, item);
      });
    } else {
      add(encodedName, value as QueryValue);
    }
  }
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

interface RawInput {
  params?: Record<string, string | number | boolean>;
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  body?: unknown;
}

/** Whether an access token (a session) is one of the bearers the endpoint accepts. */
const takesSession = (endpoint: Endpoint) =>
  bearersOf(endpoint.permission).some((bearer) => !isFlowToken(bearer));

/**
 * The bearer a call carries: the login token during verification, else the access token. An expired
 * access token stops every call that needs it; other calls then go without it. The other flow
 * tokens (registration, password reset) are passed by the screen as `bearer`.
 */
function bearerFor(endpoint: Endpoint): string | null {
  if (endpoint.permission === 'login-token') return getLoginToken();
  if (getAccessToken() === null) return null;
  if (isAccessTokenExpired()) {
    if (!takesSession(endpoint)) return null;
    handleExpiredToken();
    throw new TokenExpiredError();
  }
  return getAccessToken();
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

interface Prepared {
  url: URL;
  headers: Headers;
  context: { customErrorHandling: boolean; carriesSession: boolean };
}

/** URL, bearer and headers of a call; throws at once when the session has expired. */
function prepare(endpoint: Endpoint, raw: RawInput, options: ApiOptions): Prepared {
  const bearer = options.bearer ?? bearerFor(endpoint);
  const context = {
    customErrorHandling: options.customErrorHandling ?? false,
    carriesSession: options.bearer === undefined && endpoint.permission !== 'public' && bearer !== null,
  };
  const path = fillPath(servedPath(endpoint), raw.params) + buildQuery(raw.query ?? {});
  const url = new URL(path, apiOrigin ?? window.location.origin);
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
    'X-Client-Version': clientVersion,
  });
  if (bearer !== null) headers.set('Authorization', `Bearer ${bearer}`);
  return { url, headers, context };
}

/**
 * Sends a prepared call. Failed replies go through the error catalogue of spec §8 in lib/errors and
 * are then thrown as ApiRequestError. A successful reply clears a temporary block, and one that
 * carries an access token updates the logged-in user.
 */
async function send<E extends Endpoint>(
  endpoint: E,
  { url, headers, context }: Prepared,
  body: BodyInit | undefined,
  options: ApiOptions,
): Promise<EndpointResponse<E>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers,
      ...(body === undefined ? {} : { body }),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) handleNetworkFailure(context);
    throw error;
  }

  noteServerDate(response.headers.get('date'));
  const data = await readJson(response);
  if (!response.ok) {
    const parsed = ApiError.safeParse(data);
    const error = new ApiRequestError(response.status, parsed.success ? parsed.data : null);
    handleFailedResponse(error, context);
    throw error;
  }
  clearBlocked();
  const reply = endpoint.response.parse(data) as EndpointResponse<E>;
  // Spec §4 Token: a reply holding an accessToken sets the user, whichever feature made the call.
  acceptAccessTokenFromReply(data);
  return reply;
}

/** Calls one JSON endpoint of the contract. */
export async function api<E extends Endpoint>(
  endpoint: E,
  input?: EndpointInput<E>,
  options: ApiOptions = {},
): Promise<EndpointResponse<E>> {
  const raw = (input ?? {}) as RawInput;
  const prepared = prepare(endpoint, raw, options);
  const hasBody = raw.body !== undefined;
  if (hasBody) prepared.headers.set('Content-Type', 'application/json');
  return send(endpoint, prepared, hasBody ? JSON.stringify(raw.body) : undefined, options);
}

/**
 * Calls a multipart endpoint (`multipart` in its contract entry): the body's fields flattened as
 * `Abroad.Country` and `Transport.Trips[0].Date`, then every file under the entry's file field and
 * each named document under its own. The browser sets the multipart boundary itself.
 */
export async function apiMultipart<E extends Endpoint & { multipart: MultipartFiles }>(
  endpoint: E,
  input: {
    body: EndpointInput<E> extends { body: infer B } ? B : never;
    files: readonly File[];
    documents?: Readonly<Record<string, File>>;
  },
  options: ApiOptions = {},
): Promise<EndpointResponse<E>> {
  const form = new FormData();
  for (const [name, value] of toFormFields(input.body)) form.append(name, value);
  for (const file of input.files) form.append(endpoint.multipart.files, file, file.name);
  for (const [name, file] of Object.entries(input.documents ?? {})) form.append(name, file, file.name);
  return send(endpoint, prepare(endpoint, {}, options), form, options);
}

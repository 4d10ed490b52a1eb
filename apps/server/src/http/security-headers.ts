import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type Headers = [name: string, value: string][];

/**
 * The headers helmet sets with these options, worked out once: without CSP nonces they depend on
 * nothing in the request.
 */
function helmetHeaders(options: HelmetOptions): Headers {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

const pick = (headers: Headers, names: string[]): Headers =>
  headers.filter(([name]) => names.includes(name.toLowerCase()));

/**
 * What a script or style sheet needs of them: the document headers (CSP, framing, referrer, ...)
 * govern only what a browser shows as a page, and sent with each of a route's 15 to 30 hashed files
 * they were about 525 bytes apiece (decision 0073).
 */
const subresourceHeaders = ['x-content-type-options', 'cross-origin-resource-policy'];

/** The built app's hashed scripts and style sheets: never shown as a page. */
const subresource = /^\/assets\/[^?#]+\.(?:js|css)(?:[?#]|$)/;

/**
 * A JSON reply is never a page either, unless someone opens its address: then it may load and run
 * nothing, nor be framed (OWASP's REST cheat sheet; ASVS 3.4.3's object-src and base-uri), and
 * another site may not read it (CORP). A fifth of config.json's cost was the page headers' bytes
 * (decision 0073).
 */
const dataHeaders = [...subresourceHeaders, 'x-frame-options'];
const dataPolicy = "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

const isJson = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.startsWith('application/json');

/**
 * helmet's headers on every response, worked out once, not by helmet's middleware for each request,
 * which was 3 % of a one-row read's CPU (decision 0067): pages get them all, hashed scripts and style
 * sheets and JSON replies what concerns them. Set as the reply's own headers where the route set
 * none of that name, so a route's own header still wins, as with @fastify/helmet; not on the raw
 * response, which would take Node's slower way of writing every header of the reply (decision 0082).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const lowerCase = (headers: Headers): Headers =>
    headers.map(([name, value]) => [name.toLowerCase(), value]);
  const forPages = lowerCase(helmetHeaders(options));
  const forSubresources = pick(forPages, subresourceHeaders);
  const forData: Headers = [...pick(forPages, dataHeaders), ['content-security-policy', dataPolicy]];
  // A callback hook, as https-only's: an async one costs a promise per reply (decision 0071).
  app.addHook('onSend', (request, reply, payload, done) => {
    const headers = isJson(reply.getHeader('content-type'))
      ? forData
      : subresource.test(request.url)
        ? forSubresources
        : forPages;
    for (const [name, value] of headers) if (!reply.hasHeader(name)) reply.header(name, value);
    done(null, payload);
  });
}

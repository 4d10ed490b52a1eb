/** One message as a gateway sees it. */
export interface OutgoingMessage {
  recipient: string;
  subject: string | null;
  text: string;
}

/** A way out for one kind of message (e-mail or SMS); send throws a DeliveryFailure when it fails. */
export interface Channel {
  send(message: OutgoingMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * A failed send, described without personal data: a status or error code, never the gateway's
 * own words (those often repeat the number or address). Permanent failures are not retried.
 */
export class DeliveryFailure extends Error {
  override name = 'DeliveryFailure';
  constructor(
    readonly reason: string,
    readonly permanent: boolean,
  ) {
    super(reason);
  }
}

/**
 * An HTTP gateway's refusal: a 4xx is about this message (a bad number) and is final, except when
 * the gateway is refusing us (credentials, rate limit, timeout), which may well pass.
 */
export function httpFailure(status: number, providerCode?: number | string): DeliveryFailure {
  const aboutUs = [401, 403, 408, 429].includes(status);
  const permanent = status >= 400 && status < 500 && !aboutUs;
  return new DeliveryFailure(
    `HTTP ${status}${providerCode === undefined ? '' : ` code ${providerCode}`}`,
    permanent,
  );
}

/** No answer at all: only the system error code (ECONNREFUSED, ETIMEDOUT) or the error's kind. */
export function networkFailure(error: unknown): DeliveryFailure {
  if (error instanceof DeliveryFailure) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const kind = typeof code === 'string' && /^[A-Z0-9_]+$/.test(code) ? code : (error as Error | null)?.name;
  return new DeliveryFailure(`no answer (${kind ?? 'unknown error'})`, false);
}

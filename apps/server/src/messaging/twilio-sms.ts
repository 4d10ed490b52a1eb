import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient.js';
import { type Channel, httpFailure, networkFailure } from './channel.ts';
import type { SmsSettings } from './settings.ts';

const TIMEOUT_MS = 15_000;

/** Twilio's HTTP client sending every call to another address (SMS_BASE_URL: a proxy or a test double). */
class RedirectedRequestClient extends twilio.RequestClient {
  readonly #base: URL;
  constructor(baseUrl: string, options: RequestClient.RequestClientOptions) {
    super(options);
    this.#base = new URL(baseUrl);
  }
  override request<TData>(options: RequestClient.RequestOptions<TData>) {
    const original = new URL(options.uri);
    const uri = new URL(
      `${this.#base.pathname.replace(/\/$/, '')}${original.pathname}${original.search}`,
      this.#base,
    );
    return super.request<TData>({ ...options, uri: uri.href });
  }
}

/** SMS through Twilio's maintained SDK; retries are ours (decision 0019), so the SDK's are off. */
export function twilioSms(settings: Extract<SmsSettings, { provider: 'twilio' }>): Channel {
  const clientOptions = { timeout: TIMEOUT_MS, autoRetry: false };
  const client = twilio(settings.accountSid, settings.authToken, {
    httpClient: settings.baseUrl
      ? new RedirectedRequestClient(settings.baseUrl, clientOptions)
      : new twilio.RequestClient(clientOptions),
  });
  return {
    async send(message) {
      try {
        await client.messages.create({ to: message.recipient, from: settings.from, body: message.text });
      } catch (error) {
        if (error instanceof twilio.RestException) throw httpFailure(error.status, error.code);
        throw networkFailure(error);
      }
    },
    async close() {},
  };
}

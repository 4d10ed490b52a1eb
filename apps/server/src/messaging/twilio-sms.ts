import type TwilioSdk from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient.js';
import { type Channel, httpFailure, networkFailure } from './channel.ts';
import type { SmsSettings } from './settings.ts';

const TIMEOUT_MS = 15_000;

/** Twilio's HTTP client sending every call to another address (SMS_BASE_URL: a proxy or a test double). */
function redirectedRequestClient(
  twilio: typeof TwilioSdk,
  baseUrl: string,
  options: RequestClient.RequestClientOptions,
) {
  const base = new URL(baseUrl);
  return new (class extends twilio.RequestClient {
    override request<TData>(request: RequestClient.RequestOptions<TData>) {
      const original = new URL(request.uri);
      const uri = new URL(`${base.pathname.replace(/\/$/, '')}${original.pathname}${original.search}`, base);
      return super.request<TData>({ ...request, uri: uri.href });
    }
  })(options);
}

/**
 * SMS through Twilio's maintained SDK; retries are ours (decision 0019), so the SDK's are off. The SDK
 * is loaded only when the configuration selects Twilio (decision 0063).
 */
export async function twilioSms(settings: Extract<SmsSettings, { provider: 'twilio' }>): Promise<Channel> {
  const { default: twilio } = await import('twilio');
  const clientOptions = { timeout: TIMEOUT_MS, autoRetry: false };
  const client = twilio(settings.accountSid, settings.authToken, {
    httpClient: settings.baseUrl
      ? redirectedRequestClient(twilio, settings.baseUrl, clientOptions)
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

import { type Channel, httpFailure, networkFailure } from './channel.ts';
import type { SmsSettings } from './settings.ts';

const MESSAGEBIRD_API = 'https://rest.messagebird.com';
const TIMEOUT_MS = 15_000;

/** The first numeric error code of MessageBird's `{ errors: [{ code, description }] }`, if any. */
async function errorCode(response: Response): Promise<number | undefined> {
  const body = (await response.json().catch(() => null)) as { errors?: { code?: unknown }[] } | null;
  const code = body?.errors?.[0]?.code;
  return typeof code === 'number' ? code : undefined;
}

/**
 * SMS through MessageBird's REST API (POST /messages) with fetch: its Node SDK is unmaintained
 * and cannot be pointed at another address (decision 0019).
 */
export function messagebirdSms(settings: Extract<SmsSettings, { provider: 'messagebird' }>): Channel {
  const url = `${settings.baseUrl ?? MESSAGEBIRD_API}/messages`;
  return {
    async send(message) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization: `AccessKey ${settings.accessKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            originator: settings.from,
            recipients: [message.recipient.replace(/^\+/, '')],
            body: message.text,
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw networkFailure(error);
      }
      if (!response.ok) throw httpFailure(response.status, await errorCode(response));
      await response.body?.cancel();
    },
    async close() {},
  };
}

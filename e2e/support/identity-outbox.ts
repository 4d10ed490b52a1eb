import { type APIRequestContext, expect } from '@playwright/test';

interface OutboxItem {
  channel: 'sms' | 'email';
  to: string;
  subject?: string;
  text: string;
  code?: string;
  sentAt: string;
}

/** The newest message of a channel sent after a moment, optionally to one address or number. */
export async function latestMessage(
  request: APIRequestContext,
  channel: 'sms' | 'email',
  sentAfter: Date,
  to?: string,
): Promise<OutboxItem> {
  let found: OutboxItem | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/outbox');
        const items = (await response.json()) as OutboxItem[];
        found = items.find(
          (item) =>
            item.channel === channel &&
            new Date(item.sentAt) >= sentAfter &&
            (to === undefined || item.to.toLowerCase() === to.toLowerCase()),
        );
        return found;
      },
      { message: `an ${channel} in the outbox` },
    )
    .toBeTruthy();
  return found!;
}

/** The one-time code of the newest message of a channel. */
export async function latestCodeOf(
  request: APIRequestContext,
  channel: 'sms' | 'email',
  sentAfter: Date,
  to?: string,
): Promise<string> {
  const message = await latestMessage(request, channel, sentAfter, to);
  const code = message.code ?? /\b(\d{5}|[A-Z0-9]{5})\b/.exec(message.text)?.[1];
  expect(code, 'a code in the message').toBeTruthy();
  return code!;
}

import { type APIRequestContext, expect } from '@playwright/test';

interface OutboxItem {
  id: string;
  channel: 'sms' | 'email';
  to: string;
  code?: string;
  sentAt: string;
}

/** The newest one-time code the portal sent after a moment (a server serves one test at a time). */
export async function latestCode(request: APIRequestContext, sentAfter: Date): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/outbox');
        const items = (await response.json()) as OutboxItem[];
        code = items.find((item) => item.code && new Date(item.sentAt) >= sentAfter)?.code;
        return code;
      },
      { message: 'a one-time code in the outbox' },
    )
    .toBeTruthy();
  return code!;
}

import { inlandClaimFields } from '../test/claims.ts';
import type { TestFile } from '../test/multipart.ts';
import { multipartPayload } from '../test/multipart.ts';

/** Logs a demo user in through the API, reading the SMS code from the development outbox. */
export async function logIn(url: string, username: string, password = 'Welkom-2026!'): Promise<string> {
  const login = await fetch(`${url}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, rememberMe: false }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { loginToken } = (await login.json()) as { loginToken: string };
  const outbox = (await (await fetch(`${url}/api/dev/outbox`)).json()) as { code?: string }[];
  const code = outbox.find((message) => message.code)?.code;
  const validated = await fetch(`${url}/api/account/validateVerificationCode`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${loginToken}` },
    body: JSON.stringify({ verificationCode: code }),
  });
  if (!validated.ok) throw new Error(`verification failed: ${validated.status} ${await validated.text()}`);
  return ((await validated.json()) as { accessToken: string }).accessToken;
}

/** A claim for an insured, general practitioner, `amount` euro, treated on `date`. */
export function claimPayload(customerNumber: string, date: string, amount: number, file: TestFile) {
  const fields = inlandClaimFields({
    customerNumber,
    treatmentDate: date,
    careType: 'general-practitioner',
    careProvider: 'Huisartsenpraktijk Lindelaan',
    amount: `${amount},00`,
  });
  return multipartPayload(fields, [file]);
}

export async function submitClaim(url: string, token: string, payload: ReturnType<typeof claimPayload>) {
  const reply = await fetch(`${url}/api/Declaration`, {
    method: 'POST',
    headers: { ...payload.headers, authorization: `Bearer ${token}` },
    body: payload.payload,
  });
  if (!reply.ok) throw new Error(`claim refused: ${reply.status} ${await reply.text()}`);
  return ((await reply.json()) as { declarationId: string }).declarationId;
}

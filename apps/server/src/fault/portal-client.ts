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

/** A claim for an insured, general practitioner, `amount` euro (and cents), treated on `date`. */
export function claimPayload(customerNumber: string, date: string, amount: number, file: TestFile) {
  const fields = inlandClaimFields({
    customerNumber,
    treatmentDate: date,
    careType: 'general-practitioner',
    careProvider: 'Huisartsenpraktijk Lindelaan',
    amount: amount.toFixed(2).replace('.', ','),
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

/** The customer number of Tim de Vries, from the declarations his father sees. */
export async function findTim(url: string, token: string): Promise<string> {
  const reply = await fetch(`${url}/api/Declaration/GetDeclarationsPreview`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { declarations } = (await reply.json()) as {
    declarations: { customerNumber: string; fullName: string }[];
  };
  const tim = declarations.find((row) => row.fullName.startsWith('Tim '));
  if (!tim) throw new Error(`no claim of Tim among ${declarations.map((row) => row.fullName).join(', ')}`);
  return tim.customerNumber;
}

/** The year's declarations the user sees (none while the server does not answer them). */
export async function listDeclarations(
  url: string,
  token: string,
  year: number,
): Promise<{ declarationId: string; status: number }[]> {
  const reply = await fetch(`${url}/api/Declaration/GetDeclarations?year=${year}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!reply.ok) return [];
  return ((await reply.json()) as { declarations: { declarationId: string; status: number }[] }).declarations;
}

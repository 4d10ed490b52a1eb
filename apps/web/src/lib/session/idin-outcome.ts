import type { IdinFlow } from '@mijn/contract';
import { z } from 'zod/mini';
import type { MessageRef } from '../errors/catalogue.ts';

const flowKey = 'mijn.idin-flow';
const failureKey = 'mijn.idin-failure';

const StoredFailure = z.object({
  key: z.string(),
  values: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});

/** The flow of the iDIN session this tab started; the bank round trip keeps session storage. */
export function rememberIdinFlow(flow: IdinFlow): void {
  try {
    sessionStorage.setItem(flowKey, String(flow));
  } catch {
    // Without storage a cancelled session names the login action.
  }
}

export function readIdinFlow(): IdinFlow | null {
  try {
    const stored = sessionStorage.getItem(flowKey);
    return stored === '0' ? 0 : stored === '1' ? 1 : null;
  } catch {
    return null;
  }
}

/**
 * Spec §3 session/auth state: the identity-service failure flag and message. A callback page sets
 * it before going to login or idin-register, which show it once.
 */
export function setIdinFailure(message: MessageRef): void {
  try {
    sessionStorage.setItem(failureKey, JSON.stringify(message));
  } catch {
    // The page it goes to then shows no message; the notice of the callback page remains.
  }
}

export function clearIdinFailure(): void {
  try {
    sessionStorage.removeItem(failureKey);
  } catch {
    // Nothing stored.
  }
}

export function readIdinFailure(): MessageRef | null {
  try {
    const raw = sessionStorage.getItem(failureKey);
    if (raw === null) return null;
    const parsed = StoredFailure.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    return parsed.data.values === undefined
      ? { key: parsed.data.key }
      : { key: parsed.data.key, values: parsed.data.values };
  } catch {
    return null;
  }
}

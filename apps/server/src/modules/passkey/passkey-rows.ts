import type { Passkey } from '@mijn/contract';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passkeys } from '../../db/schema.ts';

export type PasskeyRow = typeof passkeys.$inferSelect;

/** The account's passkeys, newest first. */
export const passkeysOf = (db: Db, accountId: string): Promise<PasskeyRow[]> =>
  db
    .select()
    .from(passkeys)
    .where(eq(passkeys.accountId, accountId))
    .orderBy(desc(passkeys.createdAt), desc(passkeys.passkeyId));

export const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.passkeyId,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  backedUp: row.backedUp,
});

/** What an authenticator is told about the passkeys it may hold: their ids and how to reach them. */
export const descriptorOf = (row: Pick<PasskeyRow, 'credentialId' | 'transports'>) => ({
  id: row.credentialId,
  transports: row.transports,
});

/**
 * The WebAuthn user handle of an account: its random id, no personal data. A passkey manager keeps
 * one passkey per handle and host, and a discoverable login hands it back.
 */
export const userHandleOf = (accountId: string) => isoBase64URL.fromUTF8String(accountId);

import { bigint, boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './schema-columns.ts';
import { accounts, sessions } from './schema-identity.ts';

/**
 * A passkey (WebAuthn credential) of an account (decision 0064). Only its public key is stored; the
 * counter and the backup state are kept as the authenticator last reported them.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    passkeyId: uuid('passkey_id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.accountId),
    /** The credential id the authenticator chose, base64url. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The signature counter: 0 for most passkeys; otherwise a lower one means a cloned authenticator. */
    counter: bigint('counter', { mode: 'number' }).notNull(),
    transports: text('transports').array().notNull(),
    deviceType: text('device_type').$type<'singleDevice' | 'multiDevice'>().notNull(),
    backedUp: boolean('backed_up').notNull(),
    /** The host it was made on: a passkey works only on the label's host that made it. */
    rpId: text('rp_id').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at'),
  },
  (t) => [index('passkeys_account_idx').on(t.accountId)],
);

/**
 * A challenge of a passkey ceremony: single use (consumedAt), expiring. A registration's belongs to
 * the session that asked for it; a login's is named by the passkeyToken that carries it.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challengeId: uuid('challenge_id').primaryKey().defaultRandom(),
    purpose: text('purpose').$type<'registration' | 'login'>().notNull(),
    /** The random challenge, base64url, as the authenticator signs it. */
    challenge: text('challenge').notNull(),
    rpId: text('rp_id').notNull(),
    /** Registration: the account registering. Login after a username: the only account that may answer. */
    accountId: uuid('account_id').references(() => accounts.accountId),
    /** A login after a username no account has (or one without passkeys here): no passkey answers. */
    usernameGiven: boolean('username_given').notNull().default(false),
    /** A registration dies with its session. */
    sessionId: uuid('session_id').references(() => sessions.sessionId, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
    consumedAt: instant('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('passkey_challenges_session_idx').on(t.sessionId),
    index('passkey_challenges_expires_idx').on(t.expiresAt),
  ],
);

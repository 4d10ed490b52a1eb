import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { PASSKEY_TOKEN_MINUTES } from '../../auth/tokens.ts';
import { passkeyChallenges } from '../../db/schema.ts';

/** A ceremony's challenge lives as long as the passkeyToken of a login: 5 minutes. */
export const PASSKEY_CHALLENGE_MINUTES = PASSKEY_TOKEN_MINUTES;

/**
 * The challenges of passkey ceremonies (decision 0064): each single use, consumed by the one request
 * that flips consumed_at while it has not expired, so a replayed or late answer finds nothing.
 */
export function createPasskeyChallenges({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  const expiresAt = () => new Date(clock.now().getTime() + PASSKEY_CHALLENGE_MINUTES * 60_000);
  const open = () => and(isNull(passkeyChallenges.consumedAt), gt(passkeyChallenges.expiresAt, clock.now()));

  return {
    /** A registration's challenge belongs to the session that asked; a newer one replaces it. */
    async startRegistration(accountId: string, sessionId: string, rpId: string, challenge: string) {
      await db
        .update(passkeyChallenges)
        .set({ consumedAt: clock.now() })
        .where(
          and(
            eq(passkeyChallenges.sessionId, sessionId),
            eq(passkeyChallenges.purpose, 'registration'),
            isNull(passkeyChallenges.consumedAt),
          ),
        );
      await db
        .insert(passkeyChallenges)
        .values({ purpose: 'registration', challenge, rpId, accountId, sessionId, expiresAt: expiresAt() });
    },

    /** True for the one request that finishes this session's open registration with this challenge. */
    async consumeRegistration(sessionId: string, rpId: string, challenge: string): Promise<boolean> {
      const consumed = await db
        .update(passkeyChallenges)
        .set({ consumedAt: clock.now() })
        .where(
          and(
            eq(passkeyChallenges.sessionId, sessionId),
            eq(passkeyChallenges.purpose, 'registration'),
            eq(passkeyChallenges.challenge, challenge),
            eq(passkeyChallenges.rpId, rpId),
            open(),
          ),
        )
        .returning({ challengeId: passkeyChallenges.challengeId });
      return consumed.length > 0;
    },

    /** A login's challenge, named by the passkeyToken. Expired challenges of any ceremony are swept here. */
    async startLogin(
      rpId: string,
      challenge: string,
      username: { given: boolean; accountId: string | null },
    ): Promise<string> {
      await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, clock.now()));
      const [row] = await db
        .insert(passkeyChallenges)
        .values({
          purpose: 'login',
          challenge,
          rpId,
          accountId: username.accountId,
          usernameGiven: username.given,
          expiresAt: expiresAt(),
        })
        .returning({ challengeId: passkeyChallenges.challengeId });
      if (!row) throw new Error('passkey challenge was not created');
      return row.challengeId;
    },

    /** The login challenge of this token, consumed; undefined when used, expired or of another host. */
    async consumeLogin(challengeId: string, rpId: string) {
      const [row] = await db
        .update(passkeyChallenges)
        .set({ consumedAt: clock.now() })
        .where(
          and(
            eq(passkeyChallenges.challengeId, challengeId),
            eq(passkeyChallenges.purpose, 'login'),
            eq(passkeyChallenges.rpId, rpId),
            open(),
          ),
        )
        .returning();
      return row;
    },
  };
}

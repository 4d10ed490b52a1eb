import type { AccessTokenReply, EmailAddressReply, UpdateContactDetailsBody } from '@mijn/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { createAccessTokenIssuer } from '../../auth/access-token-issuer.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { paysByIdeal } from '../../core/payment-setup/ideal.ts';
import { accounts, customers } from '../../db/schema.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';

type ContactDetails = z.output<typeof UpdateContactDetailsBody>;

/** The first-login popups and the contact details; each change answers a token with the new flags. */
export function createAccountPopupsService(ctx: Pick<AppContext, 'db' | 'clock' | 'tokens' | 'sessions'>) {
  const { db, clock } = ctx;
  const accessTokens = createAccessTokenIssuer(ctx);

  async function customerOf(auth: AccessAuth) {
    const [row] = await db
      .select({ customer: customers, account: accounts })
      .from(accounts)
      .innerJoin(customers, eq(customers.customerNumber, accounts.customerNumber))
      .where(eq(accounts.accountId, auth.user.accountId));
    if (!row) throw new HttpError(401, serverMessages.invalidToken);
    return row;
  }

  return {
    async signTermsOfAgreement(auth: AccessAuth): Promise<AccessTokenReply> {
      const { account } = await customerOf(auth);
      if (account.termsSignedAt === null) {
        await db
          .update(accounts)
          .set({ termsSignedAt: clock.now() })
          .where(eq(accounts.accountId, account.accountId));
      }
      return { accessToken: await accessTokens.renew(auth) };
    },

    async declineDigitalPopUp(auth: AccessAuth): Promise<AccessTokenReply> {
      const { account } = await customerOf(auth);
      await db
        .update(accounts)
        .set({ digitalPopupDeclinedAt: clock.now() })
        .where(eq(accounts.accountId, account.accountId));
      return { accessToken: await accessTokens.renew(auth) };
    },

    async getEmailAddress(auth: AccessAuth): Promise<EmailAddressReply> {
      const { customer } = await customerOf(auth);
      return {
        emailAddress: customer.email,
        isVerified: customer.email !== null && customer.emailVerifiedAt !== null,
      };
    },

    /**
     * An address the logged-in customer sends is taken as confirmed: they typed or confirmed it in
     * the popup after logging in with an SMS code (decision 0008). That holds only while no confirmed
     * address is on file; replacing a confirmed one needs the code sent to the new one (0043).
     */
    async updateContactDetails(auth: AccessAuth, body: ContactDetails): Promise<AccessTokenReply> {
      const { customer, account } = await customerOf(auth);
      if (
        body.emailAddress !== undefined &&
        customer.email !== null &&
        customer.emailVerifiedAt !== null &&
        customer.email.toLowerCase() !== body.emailAddress.toLowerCase()
      ) {
        throw new HttpError(400, serverMessages.emailChangeNeedsCode);
      }
      if (body.digitalPost === false && (await paysByIdeal(db, customer.customerNumber))) {
        throw new HttpError(400, serverMessages.paperPostNotAllowedWithIdeal);
      }
      const email = body.emailAddress ?? customer.email;
      if (body.digitalPost === true && !email)
        throw new HttpError(400, serverMessages.emailRequiredForDigitalPost);
      const now = clock.now();
      await db.transaction(async (tx) => {
        if (body.emailAddress !== undefined) {
          await tx
            .update(customers)
            .set({ email: body.emailAddress, emailVerifiedAt: now })
            .where(eq(customers.customerNumber, customer.customerNumber));
        }
        const accountChanges = {
          ...(body.digitalPost !== undefined ? { digitalPost: body.digitalPost } : {}),
          ...(body.digitalNewsletterActive !== undefined
            ? { digitalNewsletterActive: body.digitalNewsletterActive }
            : {}),
          ...(body.announcementEmailActive !== undefined
            ? { announcementEmailActive: body.announcementEmailActive }
            : {}),
        };
        if (Object.keys(accountChanges).length > 0) {
          await tx.update(accounts).set(accountChanges).where(eq(accounts.accountId, account.accountId));
        }
      });
      return { accessToken: await accessTokens.renew(auth) };
    },
  };
}

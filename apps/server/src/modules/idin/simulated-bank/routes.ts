import { fullName } from '@mijn/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { assertFromThisMachine } from '../../../auth/this-machine-only.ts';
import { accounts, customers } from '../../../db/schema.ts';
import { acceptFormBodies } from '../../../http/form-body.ts';
import { HttpError, serverMessages } from '../../../http/http-error.ts';
import type { IdinService } from '../service.ts';
import { SIMULATED_BANK_PATH } from '../simulated-broker.ts';
import type { BankCodes } from './bank-codes.ts';
import { bankPage } from './page.ts';

const Authorize = z.object({
  bank: z.string().max(64).default(''),
  redirect_uri: z.string().max(2048),
  state: z.string().max(256),
  nonce: z.string().max(256),
  code_challenge: z.string().max(256),
});

const Decision = Authorize.omit({ bank: true }).extend({
  bsn: z.string().regex(/^\d{9}$/),
  action: z.enum(['approve', 'cancel', 'expire']),
});

/**
 * The simulated bank's two pages. They are HTML for a person, not calls of the web app, so they are
 * plain routes beside the contract; only registered when the simulated broker is the broker, and only
 * answering requests from this machine.
 */
export async function simulatedBankRoutes(
  app: FastifyInstance,
  options: { idin: IdinService; codes: BankCodes },
) {
  const { idin, codes } = options;
  const { db } = app.ctx;

  // The page lists demo people with their BSNs: only for a browser on this machine.
  app.addHook('onRequest', async (request) => assertFromThisMachine(request.ip));

  acceptFormBodies(app, 16 * 1024);

  const notFound = () => new HttpError(400, serverMessages.idinSessionMismatch);

  app.get(SIMULATED_BANK_PATH, async (request, reply) => {
    const query = Authorize.safeParse(request.query);
    if (!query.success) throw notFound();
    const session = await idin.startedSession(query.data.state, query.data.redirect_uri);
    if (!session) throw notFound();
    const banks = await idin.bankOptions();
    const identities = await db
      .select({
        bsn: customers.bsn,
        firstName: customers.firstName,
        prefix: customers.prefix,
        lastName: customers.lastName,
        birthDate: customers.birthDate,
        accountId: accounts.accountId,
      })
      .from(customers)
      .leftJoin(accounts, eq(accounts.customerNumber, customers.customerNumber))
      .orderBy(asc(customers.customerNumber))
      .limit(100);
    const redirectOrigin = new URL(session.redirectUri).origin;
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // Helmet's policy, with the portal's callback as the one place the form's redirect may go.
      .header(
        'content-security-policy',
        `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self' ${redirectOrigin}; frame-ancestors 'none'`,
      );
    return bankPage({
      bankName: banks.find((bank) => bank.issuerId === query.data.bank)?.issuerName ?? query.data.bank,
      redirectUri: session.redirectUri,
      state: query.data.state,
      nonce: query.data.nonce,
      codeChallenge: query.data.code_challenge,
      identities: identities.map((row) => ({
        bsn: row.bsn,
        name: fullName(row),
        birthDate: row.birthDate,
        hasAccount: row.accountId !== null,
      })),
    });
  });

  app.post(SIMULATED_BANK_PATH, async (request, reply) => {
    const form = Decision.safeParse(request.body);
    if (!form.success) throw notFound();
    const session = await idin.startedSession(form.data.state, form.data.redirect_uri);
    if (!session) throw notFound();
    const target = new URL(session.redirectUri);
    target.searchParams.set('state', form.data.state);
    if (form.data.action === 'approve') {
      const code = await codes.issue({
        bsn: form.data.bsn,
        state: form.data.state,
        nonce: form.data.nonce,
        codeChallenge: form.data.code_challenge,
      });
      target.searchParams.set('code', code);
    } else {
      target.searchParams.set('error', form.data.action === 'cancel' ? 'access_denied' : 'expired');
      target.searchParams.set(
        'error_description',
        form.data.action === 'cancel' ? 'cancelled by the user' : 'the session expired at the bank',
      );
    }
    return reply.header('cache-control', 'no-store').redirect(target.href, 303);
  });
}

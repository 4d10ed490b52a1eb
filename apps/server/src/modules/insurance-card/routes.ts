import { contract } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/route.ts';
import { cardPdf } from './card-file.ts';
import { requestCards } from './card-request.ts';
import { digitalCards } from './service.ts';

export async function insuranceCardRoutes(app: FastifyInstance) {
  const { db, clock } = app.ctx;
  registerEndpoint(app, contract.insuranceCard.getDigitalInsuranceCardInformation, ({ auth }) =>
    digitalCards(db, auth, insurerToday(clock.now())),
  );
  registerEndpoint(app, contract.insuranceCard.requestInsuranceCard, ({ auth, body }) =>
    requestCards(db, auth, insurerToday(clock.now()), body.customerNumbers),
  );
  registerEndpoint(app, contract.insuranceCard.downloadInsuranceCard, async ({ auth, query }) => {
    const now = clock.now();
    const file = await cardPdf(
      db,
      auth,
      insurerToday(now),
      query.customerNumber ?? auth.user.customerNumber,
      now,
    );
    if (!file) throw new HttpError(404, serverMessages.documentNotFound);
    return file;
  });
}

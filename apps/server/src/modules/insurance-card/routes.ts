import { contract } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/route.ts';
import { downloadCard } from './card-file.ts';
import { requestCards } from './card-request.ts';
import { getDigitalCards } from './digital-cards.ts';

export async function insuranceCardRoutes(app: FastifyInstance) {
  registerEndpoint(app, contract.insuranceCard.getDigitalInsuranceCardInformation, ({ auth }) =>
    getDigitalCards(app.ctx, auth),
  );
  registerEndpoint(app, contract.insuranceCard.requestInsuranceCard, ({ auth, body }) =>
    requestCards(app.ctx, auth, body),
  );
  registerEndpoint(app, contract.insuranceCard.downloadInsuranceCard, ({ auth, query }) =>
    downloadCard(app.ctx, auth, query),
  );
}

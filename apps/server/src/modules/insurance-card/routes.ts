import { contract } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { isoDay } from '../../clock.ts';
import { registerEndpoint } from '../../http/route.ts';
import { digitalCards } from './service.ts';

export async function insuranceCardRoutes(app: FastifyInstance) {
  const { db, clock } = app.ctx;
  registerEndpoint(app, contract.insuranceCard.getDigitalInsuranceCardInformation, ({ auth }) =>
    digitalCards(db, auth, isoDay(clock.now())),
  );
}

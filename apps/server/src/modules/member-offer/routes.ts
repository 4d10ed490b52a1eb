import { contract } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/route.ts';
import { offersOf, storeTip } from './service.ts';

export async function memberOfferRoutes(app: FastifyInstance) {
  const { db, clock } = app.ctx;
  registerEndpoint(app, contract.memberOffer.list, ({ auth, params }) =>
    offersOf(db, auth.user.collectivityLabel, params.type, insurerToday(clock.now())),
  );
  registerEndpoint(app, contract.memberOffer.tip, ({ auth, body }) => storeTip(db, auth, body));
}

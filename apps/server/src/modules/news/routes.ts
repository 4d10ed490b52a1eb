import { contract } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import type { FastifyInstance } from 'fastify';
import { labelForHost } from '../../core/labels/host.ts';
import { registerEndpoint } from '../../http/route.ts';
import { currentNews } from './service.ts';

export async function newsRoutes(app: FastifyInstance) {
  const { db, clock, config } = app.ctx;

  registerEndpoint(app, contract.news.news, ({ auth, query }) =>
    currentNews(db, {
      label: auth.user.collectivityLabel,
      language: query.language,
      beforeAuthorization: false,
      today: insurerToday(clock.now()),
    }),
  );

  registerEndpoint(app, contract.news.beforeAuthorization, ({ query, host }) =>
    currentNews(db, {
      label: query.label ?? labelForHost(host, config.labelHosts),
      language: query.language,
      beforeAuthorization: true,
      today: insurerToday(clock.now()),
    }),
  );
}

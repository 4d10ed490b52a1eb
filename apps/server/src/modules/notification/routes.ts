import { contract } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/route.ts';
import { createNotificationService } from './service.ts';

export async function notificationRoutes(app: FastifyInstance) {
  const service = createNotificationService(app.ctx);
  const { notification } = contract;
  registerEndpoint(app, notification.getPreferences, ({ auth }) => service.preferences(auth));
  registerEndpoint(app, notification.updatePreferences, ({ auth, body }) =>
    service.updatePreferences(auth, body),
  );
  registerEndpoint(app, notification.getPushKey, () => service.pushKey());
  registerEndpoint(app, notification.registerPushSubscription, ({ auth, body }) =>
    service.registerPush(auth, body),
  );
  registerEndpoint(app, notification.unregisterPushSubscription, ({ auth, body }) =>
    service.unregisterPush(auth, body.endpoint),
  );
}

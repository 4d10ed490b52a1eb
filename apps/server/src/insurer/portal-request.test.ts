import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { followPortalRequests } from './portal-request.ts';

const app = Fastify({ genReqId: () => 'req-1' });
afterAll(() => app.close());

describe('followPortalRequests', () => {
  it('tells the request id and trace context of the request a handler serves, after its awaits too', async () => {
    const portalRequest = followPortalRequests();
    app.get('/home', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return portalRequest() ?? null;
    });
    const reply = await app.inject({
      method: 'GET',
      url: '/home',
      headers: {
        traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
        tracestate: 'mijn=1',
      },
    });
    expect(reply.json()).toEqual({
      requestId: 'req-1',
      traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
      tracestate: 'mijn=1',
    });
    expect(portalRequest()).toBeUndefined();
  });
});

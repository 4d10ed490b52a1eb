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

  it('tells only the request id where OpenTelemetry sends the trace context', async () => {
    const traced = Fastify({ genReqId: () => 'req-2' });
    const portalRequest = followPortalRequests({ traceContext: false });
    traced.get('/home', async () => portalRequest() ?? null);
    try {
      const reply = await traced.inject({
        method: 'GET',
        url: '/home',
        headers: { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' },
      });
      expect(reply.json()).toEqual({ requestId: 'req-2' });
    } finally {
      await traced.close();
    }
  });
});

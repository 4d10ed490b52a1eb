import { randomBytes } from 'node:crypto';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/** Where the fake answers: an address no real Mollie has, intercepted in this process. */
export const FAKE_MOLLIE_ENDPOINT = 'https://api.mollie.test/v2/';

export interface FakeMolliePayment {
  resource: 'payment';
  id: string;
  mode: 'test';
  status: 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';
  amount: { currency: string; value: string };
  description: string;
  method: string | null;
  metadata: unknown;
  locale: string | null;
  redirectUrl: string;
  webhookUrl: string;
  createdAt: string;
  expiresAt?: string;
  _links: Record<string, { href: string; type: string }>;
}

const notFound = (id: string) =>
  HttpResponse.json(
    {
      status: 404,
      title: 'Not Found',
      detail: `No payment exists with token ${id}.`,
      _links: {
        documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' },
      },
    },
    { status: 404, headers: { 'content-type': 'application/hal+json' } },
  );

/**
 * A fake of Mollie's payments API (POST /v2/payments, GET /v2/payments/{id}) with an in-memory book,
 * answering the real client over intercepted HTTPS: the adapter is tested against the requests it
 * really sends. Requests without the expected API key answer 401 as Mollie does.
 */
export function startFakeMollie(apiKey: string) {
  const payments = new Map<string, FakeMolliePayment>();
  const created: unknown[] = [];
  const authorized = (request: Request) => request.headers.get('authorization') === `Bearer ${apiKey}`;
  const unauthorized = () =>
    HttpResponse.json(
      { status: 401, title: 'Unauthorized Request', detail: 'Missing authentication' },
      { status: 401 },
    );

  const server = setupServer(
    http.post(`${FAKE_MOLLIE_ENDPOINT}payments`, async ({ request }) => {
      if (!authorized(request)) return unauthorized();
      const body = (await request.json()) as Record<string, unknown> & Pick<FakeMolliePayment, 'amount'>;
      created.push(body);
      const id = `tr_${randomBytes(8).toString('hex').slice(0, 10)}`;
      const payment: FakeMolliePayment = {
        resource: 'payment',
        id,
        mode: 'test',
        status: 'open',
        amount: body.amount,
        description: String(body.description),
        method: typeof body.method === 'string' ? body.method : null,
        metadata: body.metadata ?? null,
        locale: typeof body.locale === 'string' ? body.locale : null,
        redirectUrl: String(body.redirectUrl),
        webhookUrl: String(body.webhookUrl),
        createdAt: new Date().toISOString(),
        expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
        _links: {
          self: { href: `${FAKE_MOLLIE_ENDPOINT}payments/${id}`, type: 'application/hal+json' },
          checkout: { href: `https://www.mollie.test/checkout/select-issuer/ideal/${id}`, type: 'text/html' },
        },
      };
      payments.set(id, payment);
      return HttpResponse.json(payment, { status: 201, headers: { 'content-type': 'application/hal+json' } });
    }),
    http.get(`${FAKE_MOLLIE_ENDPOINT}payments/:id`, ({ request, params }) => {
      if (!authorized(request)) return unauthorized();
      const payment = payments.get(String(params.id));
      if (!payment) return notFound(String(params.id));
      const { _links, expiresAt, ...rest } = payment;
      // Mollie drops the checkout link and the expiry once a payment is no longer open.
      return HttpResponse.json(
        payment.status === 'open' ? payment : { ...rest, _links: { self: _links.self } },
        {
          headers: { 'content-type': 'application/hal+json' },
        },
      );
    }),
  );
  server.listen({ onUnhandledRequest: 'error' });

  return {
    /** The bodies of the create calls, as sent. */
    created,
    payment: (id: string) => payments.get(id),
    /** What happens at Mollie while the payer is away: the payment changes there. */
    change(id: string, change: Partial<Pick<FakeMolliePayment, 'status' | 'amount' | 'metadata'>>) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`the fake Mollie has no payment ${id}`);
      Object.assign(payment, change);
    },
    /** The next request is refused, as when the API key was revoked. */
    refuseNext() {
      server.use(http.all(`${FAKE_MOLLIE_ENDPOINT}*`, unauthorized, { once: true }));
    },
    close: () => server.close(),
  };
}

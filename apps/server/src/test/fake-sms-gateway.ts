import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  provider: 'twilio' | 'messagebird';
  to: string;
  from: string;
  body: string;
}

interface Canned {
  status: number;
  body: unknown;
}

/**
 * A fake of both SMS gateways' send calls on 127.0.0.1: Twilio's
 * POST /2010-04-01/Accounts/{sid}/Messages.json (form, basic auth) and MessageBird's
 * POST /messages (JSON, AccessKey). `failNext` queues error answers; `hold` keeps answers back
 * until released, as a gateway that hangs would.
 */
export async function startFakeSmsGateway(credentials: {
  accountSid: string;
  authToken: string;
  accessKey: string;
}) {
  const received: ReceivedSms[] = [];
  const canned: Canned[] = [];
  let held: Promise<void> | null = null;
  let arrivals = 0;

  const answer = (response: ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString();
    arrivals += 1;
    if (held) await held;
    const twilioPath = request.url?.match(/^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/);
    let sms: ReceivedSms | null = null;
    if (request.method === 'POST' && twilioPath) {
      const basic = `Basic ${Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString('base64')}`;
      if (twilioPath[1] !== credentials.accountSid || request.headers.authorization !== basic) {
        return answer(response, 401, { code: 20003, message: 'Authenticate', status: 401 });
      }
      const form = new URLSearchParams(text);
      sms = {
        provider: 'twilio',
        to: form.get('To') ?? '',
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
      };
    } else if (request.method === 'POST' && request.url === '/messages') {
      if (request.headers.authorization !== `AccessKey ${credentials.accessKey}`) {
        return answer(response, 401, { errors: [{ code: 2, description: 'Request not allowed' }] });
      }
      const json = JSON.parse(text) as { originator: string; recipients: string[]; body: string };
      sms = {
        provider: 'messagebird',
        to: json.recipients.join(','),
        from: json.originator,
        body: json.body,
      };
    } else {
      return answer(response, 404, {});
    }
    const failure = canned.shift();
    if (failure) return answer(response, failure.status, failure.body);
    received.push(sms);
    return answer(response, 201, { sid: `SM${arrivals}`, id: `mb-${arrivals}`, status: 'queued' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    /** Requests that reached the gateway, answered or not. */
    arrivals: () => arrivals,
    failNext: (status: number, body: unknown) => canned.push({ status, body }),
    /** Holds every answer until the returned function is called. */
    hold(): () => void {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = () => {
          held = null;
          resolve();
        };
      });
      return release;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

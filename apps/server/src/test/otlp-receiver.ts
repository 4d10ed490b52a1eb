import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

type AnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean };

/** A span as OTLP/HTTP's JSON encoding carries it, with its attributes as a plain record. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** 1 internal, 2 server, 3 client. */
  kind: number;
  attributes: Record<string, string | number | boolean | undefined>;
  service: string | undefined;
}

interface ExportRequest {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: AnyValue }[] };
    scopeSpans?: {
      spans?: (Omit<ReceivedSpan, 'attributes' | 'service'> & {
        attributes?: { key: string; value: AnyValue }[];
      })[];
    }[];
  }[];
}

const plain = (value: AnyValue) => value.stringValue ?? value.intValue ?? value.boolValue;
const record = (attributes: { key: string; value: AnyValue }[] = []) =>
  Object.fromEntries(attributes.map(({ key, value }) => [key, plain(value)]));

function spansOf(body: ExportRequest): ReceivedSpan[] {
  return (body.resourceSpans ?? []).flatMap((resourceSpans) => {
    const service = record(resourceSpans.resource?.attributes)['service.name'];
    return (resourceSpans.scopeSpans ?? []).flatMap((scopeSpans) =>
      (scopeSpans.spans ?? []).map((span) => ({
        ...span,
        attributes: record(span.attributes),
        service: typeof service === 'string' ? service : undefined,
      })),
    );
  });
}

/**
 * The smallest OTLP/HTTP receiver (JSON encoding: OTEL_EXPORTER_OTLP_PROTOCOL=http/json), as a
 * collector listens on its port 4318: it keeps every span sent to /v1/traces.
 */
export async function startOtlpReceiver(): Promise<{
  endpoint: string;
  spans: ReceivedSpan[];
  close(): Promise<void>;
}> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      if (request.url === '/v1/traces') spans.push(...spansOf(JSON.parse(body) as ExportRequest));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

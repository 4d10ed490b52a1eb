import type { PGlite, Transaction } from '@electric-sql/pglite';
import { SpanKind, type Tracer, trace } from '@opentelemetry/api';
import { endingSpan } from './ending-span.ts';

type Query = PGlite['query'];

/** The statement's first word (`SELECT`, `INSERT`), as instrumentation-pg names its spans. */
const operationOf = (sql: string) => /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'query';

function tracedQuery(query: Query, tracer: Tracer): Query {
  const traced = (sql: string, params?: unknown[], options?: Parameters<Query>[2]) => {
    if (!trace.getActiveSpan()) return query(sql, params, options);
    const operation = operationOf(sql);
    return tracer.startActiveSpan(
      `${operation} pglite`,
      {
        kind: SpanKind.CLIENT,
        // The statement as drizzle sends it: values travel as parameters, never in the text.
        attributes: { 'db.system.name': 'postgresql', 'db.operation.name': operation, 'db.query.text': sql },
      },
      (span) => endingSpan(span, () => query(sql, params, options)),
    );
  };
  return traced as Query;
}

/**
 * A span per query of the embedded PGlite, within a request's span, the only driver
 * OpenTelemetry has no instrumentation for: its `query`, and the `query` of each transaction
 * (drizzle uses no other). Only for a traced server: without tracing the client is left alone.
 */
export function traceQueries(client: PGlite, tracer: Tracer): void {
  client.query = tracedQuery(client.query.bind(client), tracer);
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      tx.query = tracedQuery(tx.query.bind(tx), tracer);
      return callback(tx);
    });
}

import { type Span, SpanStatusCode } from '@opentelemetry/api';

/** Runs `call` in `span` and ends the span when it settles, marked as an error where it threw. */
export async function endingSpan<T>(span: Span, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw error;
  } finally {
    span.end();
  }
}

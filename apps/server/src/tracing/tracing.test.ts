import { describe, expect, it } from 'vitest';
import { startTracingIfAsked, tracingAsked } from './tracing.ts';

describe('tracing', () => {
  it('is asked for by an OTLP endpoint, for all signals or for traces', () => {
    expect(tracingAsked({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingAsked({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(
      true,
    );
  });

  it('is off without an endpoint, or with the SDK disabled', () => {
    expect(tracingAsked({ OTEL_SERVICE_NAME: 'mijn-portal' })).toBe(false);
    expect(
      tracingAsked({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' }),
    ).toBe(false);
  });

  it('starts nothing when not asked for', async () => {
    await expect(startTracingIfAsked({})).resolves.toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

describe('METRICS_PORT', () => {
  it('serves no metrics unless it is set', () => {
    expect(loadConfig({}).metricsPort).toBeNull();
    expect(loadConfig({ METRICS_PORT: '9464' }).metricsPort).toBe(9464);
  });

  it('refuses the public port, where the balancer would publish the metrics', () => {
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_PORT: '8080' })).toThrow('METRICS_PORT must differ from PORT');
  });

  it('rejects a value that is not a port', () => {
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });
});

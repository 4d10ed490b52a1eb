import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { repoRoot } from '../config.ts';
import type { Db } from '../db/client.ts';
import { registerBacklogMetrics } from './backlog-metrics.ts';
import { registerPoolMetrics } from './pool-metrics.ts';
import { createPortalMetrics } from './portal-metrics.ts';

const run = promisify(execFile);
const rulesDir = path.join(repoRoot, 'ops/prometheus');

/** Every series name the server can expose, histograms with their _bucket, _sum and _count. */
function exposedNames(): Set<string> {
  const { registry } = createPortalMetrics();
  // Nothing is queried: the gauges read the database and the pool only when scraped.
  registerBacklogMetrics(registry, {} as Db, new ManualClock(new Date()));
  registerPoolMetrics(registry, new pg.Pool());
  const names = registry.getMetricsAsArray().map((metric) => metric.name);
  return new Set(names.flatMap((name) => [name, `${name}_bucket`, `${name}_sum`, `${name}_count`]));
}

describe('the alert rules of ops/prometheus', () => {
  it('pass promtool check rules', async () => {
    const { stdout } = await run('promtool', ['check', 'rules', 'alerts.yml'], { cwd: rulesDir });
    expect(stdout).toContain('SUCCESS');
  });

  it('fire on the series of their promtool test cases, and only there', async () => {
    const { stdout } = await run('promtool', ['test', 'rules', 'alerts.test.yml'], { cwd: rulesDir });
    expect(stdout).toContain('SUCCESS');
  });

  it('use only metric names the server exposes', async () => {
    const rules = await readFile(path.join(rulesDir, 'alerts.yml'), 'utf8');
    const used = new Set(rules.match(/\bmijn_[a-z_]+/g));
    expect(used.size).toBeGreaterThan(5);
    const exposed = exposedNames();
    expect([...used].filter((name) => !exposed.has(name))).toEqual([]);
  });
});

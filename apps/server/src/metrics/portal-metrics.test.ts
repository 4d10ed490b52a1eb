import { addDays, insurerToday, readabilityScores } from '@mijn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadabilityScorer } from '../core/readability/readability-pool.ts';
import { keptCommands, outgoingMessages } from '../db/schema.ts';
import { inlandClaimFields, submitClaim } from '../test/claims.ts';
import { pngLike, postFiles } from '../test/multipart.ts';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';
import { createPortalMetrics, type PortalMetrics } from './portal-metrics.ts';

/** Scores by extension, at once: locked for a pdf, readable for the rest. */
const fakeScorer: ReadabilityScorer = {
  score: async ({ extension }) =>
    extension === 'pdf' ? readabilityScores.locked : readabilityScores.readable,
  pdfText: async () => '',
  close: async () => {},
};

let t: TestApp;
let metrics: PortalMetrics;
let token: string;

beforeAll(async () => {
  metrics = createPortalMetrics();
  t = await createTestApp({ metrics, readability: { uploads: fakeScorer, claims: fakeScorer } });
  token = (await t.loginFully('jan.devries')).accessToken;
});
afterAll(() => t.close());

/** The value of one series, as Prometheus would scrape it now; 0 when it has none. */
async function seriesValue(name: string, labels: Record<string, string>): Promise<number> {
  const found = metrics.registry.getSingleMetric(name);
  if (!found) throw new Error(`no metric ${name}`);
  const { values } = await found.get();
  const wanted = Object.entries(labels);
  const series = values.find((v) => wanted.every(([key, value]) => v.labels[key] === value));
  return series?.value ?? 0;
}

describe('request metrics', () => {
  it("labels a request by its contract route's pattern, never by the id in its path", async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/Document/Download/doc-4711-not-there',
      headers: bearer(token),
    });
    expect(reply.statusCode).toBe(404);
    const text = await metrics.registry.metrics();
    expect(text).not.toContain('doc-4711');
    const route = '/api/Document/Download/:documentId';
    expect(await seriesValue('mijn_http_requests_total', { method: 'GET', route, status_class: '4xx' })).toBe(
      1,
    );
    expect(text).toMatch(
      /mijn_http_request_duration_seconds_count\{method="GET",route="\/api\/Document\/Download\/:documentId"\} 1/,
    );
  });

  it('labels a path no route matches as unmatched', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/no-such-thing/12345' });
    expect(reply.statusCode).toBe(404);
    expect(await seriesValue('mijn_http_requests_total', { route: 'unmatched', status_class: '4xx' })).toBe(
      1,
    );
    expect(await metrics.registry.metrics()).not.toContain('12345');
  });

  it('counts an answered request as 2xx under its method', async () => {
    const before = await seriesValue('mijn_http_requests_total', {
      method: 'GET',
      route: '/api/Customer/getAllCustomersWithActiveInsuranceCard',
      status_class: '2xx',
    });
    await t.app.inject({
      method: 'GET',
      url: '/api/Customer/getAllCustomersWithActiveInsuranceCard',
      headers: bearer(token),
    });
    const after = await seriesValue('mijn_http_requests_total', {
      method: 'GET',
      route: '/api/Customer/getAllCustomersWithActiveInsuranceCard',
      status_class: '2xx',
    });
    expect(after - before).toBe(1);
  });
});

describe('login metrics', () => {
  it('counts a wrong password, an accepted one and a code under their method and outcome', async () => {
    await t.resetAttempts();
    const failedBefore = await seriesValue('mijn_login_events_total', {
      method: 'password',
      outcome: 'failed',
    });
    expect((await t.login('peter.jansen', 'Wrong-password-1!')).statusCode).toBe(401);
    expect(await seriesValue('mijn_login_events_total', { method: 'password', outcome: 'failed' })).toBe(
      failedBefore + 1,
    );
    const successBefore = await seriesValue('mijn_login_events_total', {
      method: 'sms-code',
      outcome: 'success',
    });
    await t.loginFully('peter.jansen');
    expect(await seriesValue('mijn_login_events_total', { method: 'sms-code', outcome: 'success' })).toBe(
      successBefore + 1,
    );
  });
});

describe('upload readability verdicts', () => {
  it('counts each verdict of the readability check by its name', async () => {
    const reply = await postFiles(
      t.app,
      '/api/Declaration/ValidateAttachmentsReadability',
      [
        pngLike('nota.png', 2000),
        { name: 'factuur.pdf', data: new TextEncoder().encode(`%PDF-1.4\n${' '.repeat(2000)}`) },
      ],
      token,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await seriesValue('mijn_upload_readability_verdicts_total', { verdict: 'readable' })).toBe(1);
    expect(await seriesValue('mijn_upload_readability_verdicts_total', { verdict: 'locked' })).toBe(1);
  });
});

describe('backlog metrics, read from the database at scrape time', () => {
  it("shows a claim as the claim job's backlog only once it is due, and its lag since then", async () => {
    const customerNumber = await t.customerNumberOf('Jan', 'Vries');
    const fields = inlandClaimFields({
      customerNumber,
      treatmentDate: addDays(insurerToday(t.clock.now()), -3),
    });
    const backlog = () => seriesValue('mijn_job_backlog', { task: 'claim-handling' });
    const lag = () => seriesValue('mijn_job_lag_seconds', { task: 'claim-handling' });
    expect(await backlog()).toBe(0);
    await submitClaim(t.app, token, fields, [pngLike('bon.png', 2000)]);
    const delay = t.config.claimHandlingDelaySeconds;
    t.clock.advance((delay - 1) * 1000);
    expect(await backlog()).toBe(0);
    expect(await lag()).toBe(0);
    t.clock.advance(31 * 1000);
    expect(await backlog()).toBe(1);
    expect(await lag()).toBe(30);
  });

  it('counts outgoing messages per channel as waiting, retrying and failed, and the lag of the due ones', async () => {
    const now = t.clock.now();
    const message = {
      recipient: 'x',
      subject: null,
      text: 't',
      createdAt: now,
      expiresAt: addSeconds(now, 600),
    };
    await t.db.insert(outgoingMessages).values([
      { ...message, channel: 'sms', nextAttemptAt: addSeconds(now, -45) },
      { ...message, channel: 'sms', nextAttemptAt: addSeconds(now, 60), lastError: 'http-503' },
      { ...message, channel: 'email', nextAttemptAt: now, failedAt: now, lastError: 'smtp-550' },
    ]);
    expect(await seriesValue('mijn_outbox_messages', { channel: 'sms', state: 'waiting' })).toBe(2);
    expect(await seriesValue('mijn_outbox_messages', { channel: 'sms', state: 'retrying' })).toBe(1);
    expect(await seriesValue('mijn_outbox_messages', { channel: 'sms', state: 'failed' })).toBe(0);
    expect(await seriesValue('mijn_outbox_messages', { channel: 'email', state: 'failed' })).toBe(1);
    expect(await seriesValue('mijn_outbox_messages', { channel: 'email', state: 'waiting' })).toBe(0);
    expect(await seriesValue('mijn_outbox_lag_seconds', { channel: 'sms' })).toBe(45);
    expect(await seriesValue('mijn_outbox_lag_seconds', { channel: 'email' })).toBe(0);
  });

  it('counts the commands kept for the insurer until they are handed over, and the age of the oldest', async () => {
    const now = t.clock.now();
    const kept = { owner: '20000001', input: {}, dueAt: now };
    await t.db.insert(keptCommands).values([
      { ...kept, operation: 'contact.ask', idempotencyKey: 'a', keptAt: addSeconds(now, -90) },
      { ...kept, operation: 'contact.ask', idempotencyKey: 'b', keptAt: addSeconds(now, -10) },
      {
        ...kept,
        operation: 'contact.ask',
        idempotencyKey: 'c',
        keptAt: addSeconds(now, -600),
        handedOverAt: now,
      },
    ]);
    expect(await seriesValue('mijn_insurer_kept_commands', {})).toBe(2);
    expect(await seriesValue('mijn_insurer_kept_oldest_seconds', {})).toBe(90);
  });
});

const addSeconds = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);

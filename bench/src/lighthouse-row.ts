import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { options } from './options.ts';
import { ms, printRow } from './report.ts';
import { pageTargets } from './targets.ts';

const run = promisify(execFile);
const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

interface LighthouseRun {
  score: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
}

interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
}

const metric = (report: LighthouseReport, audit: string): number => {
  const value = report.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse reported no ${audit}`);
  return value;
};

/**
 * One Lighthouse run as issue 34 measured it: its CLI with the default (mobile) settings, simulated
 * throttling of a mid-range phone on a slow 4G network, Chromium from CHROMIUM_PATH.
 */
async function lighthouse(url: string): Promise<LighthouseRun> {
  const { stdout } = await run(
    process.execPath,
    [
      lighthouseCli,
      url,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH: options.chromiumPath }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as LighthouseReport;
  const score = report.categories.performance.score;
  if (score === null) throw new Error('Lighthouse gave /inloggen no performance score');
  return {
    score: Math.round(score * 100),
    largestContentfulPaintMs: metric(report, 'largest-contentful-paint'),
    totalBlockingTimeMs: metric(report, 'total-blocking-time'),
    cumulativeLayoutShift: metric(report, 'cumulative-layout-shift'),
  };
}

/** Issue 34's row: Lighthouse's mobile performance of a cold /inloggen, the median of its runs. */
export async function measureLoginLighthouse(baseUrl: string): Promise<void> {
  const runs: LighthouseRun[] = [];
  for (let index = 0; index < options.lighthouseRuns; index++)
    runs.push(await lighthouse(`${baseUrl}/inloggen`));
  // The run of the median score, so its LCP, TBT and CLS are one load's.
  const middle = [...runs].sort((a, b) => a.score - b.score)[Math.ceil(runs.length / 2) - 1];
  if (!middle) throw new Error('BENCH_LIGHTHOUSE_RUNS must be at least 1');
  const { score, largestContentfulPaintMs, totalBlockingTimeMs, cumulativeLayoutShift } = middle;
  printRow({
    what: `/inloggen Lighthouse mobile, median of ${runs.length} runs`,
    measured: `score ${score}, LCP ${ms(largestContentfulPaintMs)}, TBT ${ms(totalBlockingTimeMs)}, CLS ${cumulativeLayoutShift.toFixed(3)} (scores ${runs.map((r) => r.score).join(', ')})`,
    target: `score >= ${pageTargets.loginLighthouseScore}, CLS < ${pageTargets.loginLayoutShift}`,
    pass: score >= pageTargets.loginLighthouseScore && cumulativeLayoutShift < pageTargets.loginLayoutShift,
  });
}

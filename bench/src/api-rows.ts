import { browserHeaders } from './browser-headers.ts';
import { type LoadFigures, measure } from './load.ts';
import { ms, printRow, type Row } from './report.ts';
import { type Database, type Read, type ReadTarget, readTargets } from './targets.ts';

const year = new Date().getFullYear();

/** The browser sends no bearer for the public config. */
export const reads: { read: Read; what: string; path: string; authenticated: boolean }[] = [
  { read: 'config', what: 'GET /config.json', path: '/config.json', authenticated: false },
  {
    read: 'policy',
    what: 'GET Policy/GetActivePolicyNumber (jan.devries)',
    path: '/api/Policy/GetActivePolicyNumber',
    authenticated: true,
  },
  {
    read: 'declarations',
    what: `GET Declaration/GetDeclarations?year=${year} (household)`,
    path: `/api/Declaration/GetDeclarations?year=${year}`,
    authenticated: true,
  },
];

export const figuresText = (f: LoadFigures) =>
  `${Math.round(f.requestsPerSecond)} req/s, p50 ${ms(f.p50Ms)}, p95 ${ms(f.p95Ms)}, p99 ${ms(f.p99Ms)}`;

function readRow(what: string, figures: LoadFigures, hello: LoadFigures, target: ReadTarget): Row {
  const ratio = figures.requestsPerSecond / hello.requestsPerSecond;
  const wanted = [
    target.minRatioToHello !== undefined && `>= ${target.minRatioToHello} x hello`,
    target.maxP99Ms !== undefined && `p99 <= ${target.maxP99Ms} ms`,
  ].filter(Boolean);
  const pass =
    figures.failures === 0 &&
    ratio >= (target.minRatioToHello ?? 0) &&
    figures.p99Ms <= (target.maxP99Ms ?? Number.POSITIVE_INFINITY);
  const failures = figures.failures > 0 ? `, ${figures.failures} FAILED REQUESTS` : '';
  return {
    what,
    measured: `${ratio.toFixed(3)} x hello, ${figuresText(figures)}${failures}`,
    target: wanted.join(', '),
    pass,
  };
}

/**
 * Each read of the table on one server, right after the hello-world baseline: every ratio is to the
 * hello measured in the same minute, since the shared machine's speed moves from one to the next.
 */
export async function measureReads(
  baseUrl: string,
  helloUrl: string,
  database: Database,
  accessToken: string,
): Promise<{ figures: Map<Read, LoadFigures>; failures: number }> {
  const figures = new Map<Read, LoadFigures>();
  let failures = 0;
  for (const { read, what, path, authenticated } of reads) {
    const hello = await measure({ url: helloUrl, headers: browserHeaders });
    printRow({
      what: 'bare Fastify hello-world (baseline)',
      measured: figuresText(hello),
      target: '',
      pass: null,
    });
    const headers = authenticated
      ? { ...browserHeaders, authorization: `Bearer ${accessToken}` }
      : browserHeaders;
    const measured = await measure({ url: `${baseUrl}${path}`, headers });
    figures.set(read, measured);
    failures += hello.failures + measured.failures;
    printRow(readRow(what, measured, hello, readTargets[database][read]));
  }
  return { figures, failures };
}

import type { Browser } from 'playwright-core';
import { loggedInRoutes } from './menu-routes.ts';
import { options } from './options.ts';
import { type PageVisit, visit } from './page-visit.ts';
import { median } from './percentile.ts';
import { precacheBytes } from './precache.ts';
import { kib, ms, printRow } from './report.ts';
import { pageTargets } from './targets.ts';

/** Cold visits of /inloggen: bytes from the first (every visit sends the same), LCP as their median. */
export async function measureLoginPage(browser: Browser, baseUrl: string): Promise<void> {
  const visits: PageVisit[] = [];
  for (let run = 0; run < options.lcpRuns; run++) visits.push(await visit(browser, `${baseUrl}/inloggen`));
  const [first] = visits;
  if (!first) throw new Error('BENCH_LCP_RUNS must be at least 1');
  printRow({
    what: '/inloggen JavaScript as sent (cold cache)',
    measured: `${kib(first.scriptBytes)} in ${first.scriptFiles} files`,
    target: `<= ${kib(pageTargets.loginScriptBytes)}`,
    pass: first.scriptBytes <= pageTargets.loginScriptBytes,
  });
  printRow({
    what: '/inloggen all bytes as sent (cold cache)',
    measured: kib(first.allBytes),
    target: `<= ${kib(pageTargets.loginAllBytes)}`,
    pass: first.allBytes <= pageTargets.loginAllBytes,
  });
  const paints = visits
    .map((v) => v.largestContentfulPaintMs)
    .filter((paint): paint is number => paint !== null);
  if (paints.length < visits.length) throw new Error('/inloggen reported no largest contentful paint');
  const lcp = median(paints);
  printRow({
    what: `/inloggen largest contentful paint, 390 px (median of ${paints.length})`,
    measured: `${ms(lcp)} (runs: ${paints.map(Math.round).join(', ')} ms)`,
    target: `<= ${ms(pageTargets.loginLcpMs)}`,
    pass: lcp <= pageTargets.loginLcpMs,
  });
  const precache = await precacheBytes(browser, `${baseUrl}/inloggen`);
  printRow({
    what: '  then the service worker precaches in the background',
    measured: `${kib(precache.bytes)} in ${precache.files} files`,
    target: '',
    pass: null,
  });
}

/** Each logged-in route's JavaScript, cold; the worst one is held against the budget. */
export async function measureLoggedInRoutes(browser: Browser, baseUrl: string, accessToken: string) {
  const budget = pageTargets.loggedInRouteScriptBytes;
  let worst = { route: '', bytes: 0 };
  for (const route of await loggedInRoutes(baseUrl, options.quick)) {
    const { scriptBytes, scriptFiles, finalPath } = await visit(browser, `${baseUrl}${route}`, accessToken);
    if (finalPath === '/inloggen') throw new Error(`${route} sent the logged-in user to /inloggen`);
    const landed = finalPath === route ? '' : ` (landed on ${finalPath})`;
    printRow({
      what: `  ${route}${landed}`,
      measured: `${kib(scriptBytes)} in ${scriptFiles} files`,
      target: '',
      pass: null,
    });
    if (scriptBytes > worst.bytes) worst = { route, bytes: scriptBytes };
  }
  printRow({
    what: `worst logged-in route's JavaScript as sent (${worst.route})`,
    measured: kib(worst.bytes),
    target: `<= ${kib(budget)}`,
    pass: worst.bytes <= budget,
  });
}

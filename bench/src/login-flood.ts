import { reads } from './api-rows.ts';
import { browserHeaders } from './browser-headers.ts';
import { demoPassword, demoUsers } from './demo-accounts.ts';
import { type LoadFigures, measureTogether } from './load.ts';
import { options } from './options.ts';
import { ms, printRow } from './report.ts';
import { type Database, floodReadP95Target } from './targets.ts';

const loginBodies = demoUsers.map((username) =>
  JSON.stringify({ username, password: demoPassword, rememberMe: false }),
);

/**
 * Password logins (argon2id, then an SMS code is sent) from several clients at once while 50
 * connections keep reading the one-row policy call; returns the number of failed requests.
 */
export async function loginFlood(
  baseUrl: string,
  accessToken: string,
  database: Database,
  readAlone: LoadFigures,
): Promise<number> {
  const policyPath = reads.find(({ read }) => read === 'policy')?.path ?? '';
  const [logins, reading] = await measureTogether(
    [
      {
        url: `${baseUrl}/api/account/login`,
        method: 'POST',
        headers: { ...browserHeaders, 'content-type': 'application/json' },
        bodies: loginBodies,
        connections: options.loginClients,
      },
      {
        url: `${baseUrl}${policyPath}`,
        headers: { ...browserHeaders, authorization: `Bearer ${accessToken}` },
      },
    ],
    options.floodSeconds,
  );
  if (!logins || !reading) throw new Error('The login flood measured nothing');
  const failed = (figures: LoadFigures) =>
    figures.failures > 0 ? `, ${figures.failures} FAILED REQUESTS` : '';
  printRow({
    what: `login flood: POST account/login, ${options.loginClients} clients`,
    measured: `${logins.okPerSecond.toFixed(1)} logins/s, p50 ${ms(logins.p50Ms)}, p95 ${ms(logins.p95Ms)}${failed(logins)}`,
    target: '',
    pass: null,
  });
  const target = floodReadP95Target(database);
  printRow({
    what: '  GetActivePolicyNumber p95 during the flood',
    measured: `${ms(reading.p95Ms)} (alone ${ms(readAlone.p95Ms)}), ${Math.round(reading.requestsPerSecond)} req/s${failed(reading)}`,
    target: `<= ${target} ms`,
    pass: reading.failures === 0 && reading.p95Ms <= target,
  });
  return logins.failures + reading.failures;
}

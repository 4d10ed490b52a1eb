import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules of biome.json (ARCHITECTURE "npm run lint enforces the arrows"), each proven by a
 * forbidden import that must be reported and an allowed import from the same folder that must not be:
 * a rule that reports nothing fails the first, a rule that reports everything fails the second.
 * The probes go to a copy of the repository's biome.json in a temporary folder, so the tree stays untouched.
 */
interface Probe {
  file: string;
  from: string;
}

const forbidden: Record<string, Probe> = {
  'a feature imports another feature': {
    file: 'apps/web/src/features/auth/probe.ts',
    from: '../home/greeting.tsx',
  },
  'a feature folder imports another feature': {
    file: 'apps/web/src/features/home/tiles/probe.ts',
    from: '../../auth/api.ts',
  },
  'a feature imports another feature through features/': {
    file: 'apps/web/src/features/auth/probe-long.ts',
    from: '../../features/home/greeting.tsx',
  },
  'a feature imports app/': { file: 'apps/web/src/features/auth/probe-app.ts', from: '../../app/router.ts' },
  'lib/ imports a feature': { file: 'apps/web/src/lib/probe.ts', from: '../features/auth/api.ts' },
  'a lib/ folder imports a feature': {
    file: 'apps/web/src/lib/session/probe.ts',
    from: '../../features/auth/api.ts',
  },
  'lib/ imports app/': { file: 'apps/web/src/lib/probe-app.ts', from: '../app/router.ts' },
  'components/ imports a feature': {
    file: 'apps/web/src/components/menu/probe.ts',
    from: '../../features/home/greeting.tsx',
  },
  'components/ imports app/': { file: 'apps/web/src/components/probe.ts', from: '../app/routes.tsx' },
  'the web app imports the server by path': {
    file: 'apps/web/src/lib/probe-server.ts',
    from: '../../../server/src/clock.ts',
  },
  'a web feature imports the server': {
    file: 'apps/web/src/features/home/probe-server.ts',
    from: '../../../../server/src/clock.ts',
  },
  'the web app imports the server package': { file: 'apps/web/src/probe.ts', from: '@mijn/server' },
  'domain imports the contract': { file: 'packages/domain/src/probe.ts', from: '@mijn/contract' },
  'domain imports the contract by path': {
    file: 'packages/domain/src/claims/probe.ts',
    from: '../../../contract/src/index.ts',
  },
  'domain imports an app': {
    file: 'packages/domain/src/probe-app.ts',
    from: '../../../apps/server/src/clock.ts',
  },
  'domain imports a library that is not its own': {
    file: 'packages/domain/src/probe-react.ts',
    from: 'react',
  },
  'core/ imports an API module': {
    file: 'apps/server/src/core/claims/probe.ts',
    from: '../../modules/account/service.ts',
  },
  'auth/ imports an API module': {
    file: 'apps/server/src/auth/probe.ts',
    from: '../modules/account/service.ts',
  },
  'jobs/ imports an API module': {
    file: 'apps/server/src/jobs/probe.ts',
    from: '../modules/document/service.ts',
  },
  'db/ imports an API module': {
    file: 'apps/server/src/db/seed/probe.ts',
    from: '../../modules/policy/routes.ts',
  },
  'a module imports another module': {
    file: 'apps/server/src/modules/account/probe.ts',
    from: '../create-account/routes.ts',
  },
  'a module folder imports another module': {
    file: 'apps/server/src/modules/idin/simulated-bank/probe.ts',
    from: '../../account/service.ts',
  },
  'a module imports another module through modules/': {
    file: 'apps/server/src/modules/agreement/probe.ts',
    from: '../../modules/customer/service.ts',
  },
  'the contract imports an app package': { file: 'packages/contract/src/probe.ts', from: '@mijn/server' },
  'the contract imports an app by path': {
    file: 'packages/contract/src/probe-app.ts',
    from: '../../../apps/web/src/lib/format.ts',
  },
  // The line between portal, port and insurer (decision 0099).
  'a module imports the simulation': {
    file: 'apps/server/src/modules/policy/probe-sim.ts',
    from: '@mijn/insurer-sim',
  },
  'a module folder imports the simulation by path': {
    file: 'apps/server/src/modules/agreement/payment-details/probe-sim.ts',
    from: '../../../../../insurer-sim/src/policies/queries.ts',
  },
  'a deeper module folder imports the simulation': {
    file: 'apps/server/src/modules/idin/simulated-bank/pages/probe-sim.ts',
    from: '@mijn/insurer-sim/embedded',
  },
  'auth/ imports the simulation': { file: 'apps/server/src/auth/probe-sim.ts', from: '@mijn/insurer-sim' },
  'jobs/ imports the simulation by path': {
    file: 'apps/server/src/jobs/probe-sim.ts',
    from: '../../../insurer-sim/src/embedded.ts',
  },
  'core/ imports the simulation': {
    file: 'apps/server/src/core/claims/probe-sim.ts',
    from: '@mijn/insurer-sim/legacy/claims',
  },
  'db/ imports the simulation': { file: 'apps/server/src/db/probe-sim.ts', from: '@mijn/insurer-sim' },
  'http/ imports the simulation': { file: 'apps/server/src/http/probe-sim.ts', from: '@mijn/insurer-sim' },
  "db/ imports the simulation's tables": {
    file: 'apps/server/src/db/probe-schema.ts',
    from: '@mijn/insurer-sim/schema',
  },
  "a module imports the simulation's tables": {
    file: 'apps/server/src/modules/policy/probe-schema.ts',
    from: '@mijn/insurer-sim/schema',
  },
  'a shim of step B imports the whole simulation': {
    file: 'apps/server/src/insurer/legacy/probe-sim.ts',
    from: '@mijn/insurer-sim',
  },
  'a shim of step B imports the simulation by path': {
    file: 'apps/server/src/insurer/legacy/probe-path.ts',
    from: '../../../../insurer-sim/src/db/schema/policies.ts',
  },
  'insurer/ beside the composition root imports the simulation': {
    file: 'apps/server/src/insurer/probe-sim.ts',
    from: '@mijn/insurer-sim',
  },
  'a simulator imports an API module': {
    file: 'apps/server/src/simulators/probe.ts',
    from: '../modules/account/service.ts',
  },
  'a simulator imports the simulated insurer': {
    file: 'apps/server/src/simulators/ideal/probe-sim.ts',
    from: '@mijn/insurer-sim',
  },
  'the simulation imports the contract': {
    file: 'apps/insurer-sim/src/policies/probe.ts',
    from: '@mijn/contract',
  },
  'the simulation imports the contract by path': {
    file: 'apps/insurer-sim/src/probe-contract.ts',
    from: '../../../packages/contract/src/index.ts',
  },
  'the simulation imports the portal by path': {
    file: 'apps/insurer-sim/src/addresses/probe.ts',
    from: '../../../server/src/clock.ts',
  },
  'the simulation imports the portal package': {
    file: 'apps/insurer-sim/src/probe.ts',
    from: '@mijn/server',
  },
  'the port imports the simulation': { file: 'packages/insurer/src/probe.ts', from: '@mijn/insurer-sim' },
  'the port imports an app by path': {
    file: 'packages/insurer/src/areas/probe.ts',
    from: '../../../../apps/server/src/clock.ts',
  },
  'the port imports the contract': { file: 'packages/insurer/src/probe-contract.ts', from: '@mijn/contract' },
  'the port imports a library that is not its own': {
    file: 'packages/insurer/src/probe-library.ts',
    from: 'drizzle-orm',
  },
};

const allowed: Record<string, Probe> = {
  'a feature imports lib/': { file: 'apps/web/src/features/auth/allowed.ts', from: '../../lib/format.ts' },
  'a feature imports components/': {
    file: 'apps/web/src/features/auth/allowed-components.ts',
    from: '../../components/page-heading.tsx',
  },
  'a feature folder imports its own feature': {
    file: 'apps/web/src/features/home/tiles/allowed.ts',
    from: '../greeting.tsx',
  },
  'a feature folder imports lib/': {
    file: 'apps/web/src/features/home/tiles/allowed-lib.ts',
    from: '../../../lib/format.ts',
  },
  'a feature imports the contract': {
    file: 'apps/web/src/features/auth/allowed-contract.ts',
    from: '@mijn/contract',
  },
  'lib/ imports components/': { file: 'apps/web/src/lib/allowed.ts', from: '../components/page-heading.tsx' },
  'a lib/ folder imports lib/': { file: 'apps/web/src/lib/session/allowed.ts', from: '../format.ts' },
  'components/ imports lib/': {
    file: 'apps/web/src/components/menu/allowed.ts',
    from: '../../lib/format.ts',
  },
  'app/ imports a feature': { file: 'apps/web/src/app/allowed.ts', from: '../features/home/greeting.tsx' },
  'domain imports its own code': { file: 'packages/domain/src/claims/allowed.ts', from: '../roles.ts' },
  'domain imports its own library': { file: 'packages/domain/src/allowed.ts', from: 'date-fns' },
  'core/ imports db/': { file: 'apps/server/src/core/claims/allowed.ts', from: '../../db/schema.ts' },
  'auth/ imports core/': { file: 'apps/server/src/auth/allowed.ts', from: '../core/labels/catalogue.ts' },
  'a module imports auth/': {
    file: 'apps/server/src/modules/account/allowed.ts',
    from: '../../auth/membership.ts',
  },
  'a module imports core/': {
    file: 'apps/server/src/modules/agreement/allowed.ts',
    from: '../../core/customer-summary.ts',
  },
  'a module imports its own file': { file: 'apps/server/src/modules/news/allowed.ts', from: './service.ts' },
  'a module folder imports its own module': {
    file: 'apps/server/src/modules/idin/simulated-bank/allowed.ts',
    from: '../service.ts',
  },
  'a module folder imports auth/': {
    file: 'apps/server/src/modules/idin/simulated-bank/allowed-auth.ts',
    from: '../../../auth/login-attempts.ts',
  },
  'the contract imports the domain': { file: 'packages/contract/src/allowed.ts', from: '@mijn/domain' },
  'the composition root imports the simulation': {
    file: 'apps/server/src/insurer/wiring.ts',
    from: '@mijn/insurer-sim',
  },
  'main.ts imports the simulation': { file: 'apps/server/src/main.ts', from: '@mijn/insurer-sim' },
  "the tests' harness imports the simulation": {
    file: 'apps/server/src/test/allowed-sim.ts',
    from: '@mijn/insurer-sim/testing',
  },
  'a shim of step B imports the simulation': {
    file: 'apps/server/src/insurer/legacy/policies.ts',
    from: '@mijn/insurer-sim/legacy/policies',
  },
  "the schema shim imports the simulation's tables": {
    file: 'apps/server/src/insurer/legacy/schema.ts',
    from: '@mijn/insurer-sim/schema',
  },
  'a module imports the port': {
    file: 'apps/server/src/modules/policy/allowed-port.ts',
    from: '@mijn/insurer',
  },
  'http/ imports its own file': { file: 'apps/server/src/http/allowed.ts', from: './reader-language.ts' },
  'a simulator imports db/': { file: 'apps/server/src/simulators/allowed.ts', from: '../db/schema.ts' },
  'the simulation imports the port': {
    file: 'apps/insurer-sim/src/policies/allowed.ts',
    from: '@mijn/insurer',
  },
  'the simulation imports the domain': { file: 'apps/insurer-sim/src/allowed.ts', from: '@mijn/domain' },
  'the simulation imports its own library': {
    file: 'apps/insurer-sim/src/db/allowed.ts',
    from: 'drizzle-orm/pg-core',
  },
  'the port imports the domain': { file: 'packages/insurer/src/allowed.ts', from: '@mijn/domain' },
  'the port imports zod': { file: 'packages/insurer/src/areas/allowed.ts', from: 'zod/mini' },
  'the port imports its own code': {
    file: 'packages/insurer/src/testing/allowed.ts',
    from: '../operation.ts',
  },
};

const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const biome = join(repositoryRoot, 'node_modules', '.bin', 'biome');
let workspace = '';
let restrictedImportsByFile = new Map<string, number>();

interface BiomeReport {
  diagnostics: { category?: string; location?: { path?: string } }[];
}

function lintProbes(probes: Probe[]): Map<string, number> {
  const config = JSON.parse(readFileSync(join(repositoryRoot, 'biome.json'), 'utf8'));
  delete config.$schema;
  writeFileSync(join(workspace, 'biome.json'), JSON.stringify(config));
  for (const probe of probes) {
    mkdirSync(dirname(join(workspace, probe.file)), { recursive: true });
    writeFileSync(
      join(workspace, probe.file),
      `import { probe } from '${probe.from}';\nexport const used = probe;\n`,
    );
  }
  const args = ['lint', '--vcs-enabled=false', '--reporter=json', '--max-diagnostics=none'];
  let output: string;
  try {
    output = execFileSync(biome, [...args, ...probes.map((probe) => probe.file)], {
      cwd: workspace,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (error) {
    // biome exits non-zero when it reports an error; the report is on stdout all the same.
    output = (error as { stdout: string }).stdout;
  }
  const report = JSON.parse(output) as BiomeReport;
  const counts = new Map<string, number>();
  for (const diagnostic of report.diagnostics) {
    const path = diagnostic.location?.path;
    if (diagnostic.category !== 'lint/style/noRestrictedImports' || !path) continue;
    counts.set(path, (counts.get(path) ?? 0) + 1);
  }
  return counts;
}

beforeAll(() => {
  workspace = mkdtempSync(join(tmpdir(), 'import-boundaries-'));
  restrictedImportsByFile = lintProbes([...Object.values(forbidden), ...Object.values(allowed)]);
});

afterAll(() => {
  rmSync(workspace, { recursive: true, force: true });
});

describe('npm run lint reports a forbidden import', () => {
  it.each(Object.entries(forbidden))('%s', (_, probe) => {
    expect(restrictedImportsByFile.get(probe.file)).toBe(1);
  });
});

describe('npm run lint accepts an allowed import', () => {
  it.each(Object.entries(allowed))('%s', (_, probe) => {
    expect(restrictedImportsByFile.get(probe.file)).toBeUndefined();
  });
});

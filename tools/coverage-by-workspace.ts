import { relative } from 'node:path';
import type { Reporter } from 'vitest/reporters';

/** The least statement and branch coverage, in percent, a workspace may fall to. */
export interface CoverageFloor {
  statements: number;
  branches: number;
}

interface Counts {
  total: number;
  covered: number;
}

export interface FileCounts {
  statements: Counts;
  branches: Counts;
}

export interface WorkspaceCoverage {
  workspace: string;
  statements: number;
  branches: number;
  floor: CoverageFloor;
}

/** Istanbul's rule: nothing to cover counts as fully covered; two decimals, as the thresholds compare. */
const percent = ({ total, covered }: Counts): number =>
  total === 0 ? 100 : Math.floor((covered / total) * 10_000) / 100;

const add = (a: Counts, b: Counts): Counts => ({ total: a.total + b.total, covered: a.covered + b.covered });

/**
 * Statement and branch coverage of each workspace, from the counts of its files (paths relative to
 * the root). A workspace with nothing measured (its project did not run) is left out.
 */
export function coverageByWorkspace(
  files: Iterable<readonly [string, FileCounts]>,
  floors: Readonly<Record<string, CoverageFloor>>,
): WorkspaceCoverage[] {
  const none: Counts = { total: 0, covered: 0 };
  const sums = new Map(
    Object.keys(floors).map((workspace) => [workspace, { statements: none, branches: none }]),
  );
  for (const [path, counts] of files) {
    const workspace = [...sums.keys()].find((candidate) => path.startsWith(`${candidate}/`));
    const sum = workspace === undefined ? undefined : sums.get(workspace);
    if (workspace === undefined || sum === undefined) continue;
    sums.set(workspace, {
      statements: add(sum.statements, counts.statements),
      branches: add(sum.branches, counts.branches),
    });
  }
  return [...sums]
    .filter(([, sum]) => sum.statements.total > 0)
    .map(([workspace, sum]) => ({
      workspace,
      statements: percent(sum.statements),
      branches: percent(sum.branches),
      floor: floors[workspace] as CoverageFloor,
    }));
}

const cell = (actual: number, floor: number) =>
  `${actual.toFixed(2).padStart(6)}% (floor ${floor})${actual < floor ? ' BELOW' : ''}`.padEnd(28);

export function formatCoverageTable(rows: readonly WorkspaceCoverage[]): string {
  const width = Math.max(...rows.map((row) => row.workspace.length));
  const lines = rows.map((row) =>
    `  ${row.workspace.padEnd(width)}  statements ${cell(row.statements, row.floor.statements)}branches ${cell(row.branches, row.floor.branches)}`.trimEnd(),
  );
  return ['Coverage by workspace', ...lines].join('\n');
}

/** The part of istanbul's CoverageMap that Vitest hands to `onCoverage`. */
interface CoverageMap {
  files(): string[];
  fileCoverageFor(file: string): { toSummary(): { data: FileCounts } };
}

/**
 * Prints each workspace's statement and branch coverage beside its floor after a run with
 * `--coverage`; the floors themselves fail the run through Vitest's glob thresholds.
 */
export class WorkspaceCoverageReporter implements Reporter {
  constructor(
    private readonly root: string,
    private readonly floors: Readonly<Record<string, CoverageFloor>>,
  ) {}

  onCoverage(coverage: unknown): void {
    const map = coverage as CoverageMap;
    const files = map
      .files()
      .map((file) => [relative(this.root, file), map.fileCoverageFor(file).toSummary().data] as const);
    console.log(`\n${formatCoverageTable(coverageByWorkspace(files, this.floors))}\n`);
  }
}

import { describe, expect, it } from 'vitest';
import { coverageByWorkspace, type FileCounts, formatCoverageTable } from './coverage-by-workspace.ts';

const counts = (statements: [number, number], branches: [number, number]): FileCounts => ({
  statements: { covered: statements[0], total: statements[1] },
  branches: { covered: branches[0], total: branches[1] },
});

const floors = {
  'packages/domain': { statements: 90, branches: 80 },
  'apps/web': { statements: 70, branches: 60 },
};

describe('coverageByWorkspace', () => {
  it.each([
    {
      case: 'sums the files of each workspace',
      files: [
        ['packages/domain/src/a.ts', counts([9, 10], [3, 4])],
        ['packages/domain/src/b.ts', counts([1, 10], [1, 4])],
        ['apps/web/src/c.tsx', counts([3, 4], [0, 0])],
      ],
      domain: { statements: 50, branches: 50 },
      web: { statements: 75, branches: 100 },
    },
    {
      case: 'counts a file without branches as fully branch-covered, as istanbul does',
      files: [
        ['packages/domain/src/a.ts', counts([1, 3], [0, 0])],
        ['apps/web/src/c.tsx', counts([1, 3], [2, 3])],
      ],
      domain: { statements: 33.33, branches: 100 },
      web: { statements: 33.33, branches: 66.66 },
    },
    {
      case: 'leaves out files of other folders and of a workspace whose name only starts alike',
      files: [
        ['scripts/x.ts', counts([0, 10], [0, 10])],
        ['packages/domain-extra/src/y.ts', counts([0, 10], [0, 10])],
        ['packages/domain/src/z.ts', counts([1, 1], [1, 1])],
        ['apps/web/src/c.tsx', counts([1, 2], [1, 2])],
      ],
      domain: { statements: 100, branches: 100 },
      web: { statements: 50, branches: 50 },
    },
  ] as const)('$case', ({ files, domain, web }) => {
    expect(coverageByWorkspace(files, floors)).toEqual([
      { workspace: 'packages/domain', ...domain, floor: floors['packages/domain'] },
      { workspace: 'apps/web', ...web, floor: floors['apps/web'] },
    ]);
  });

  it('leaves out a workspace with nothing measured, whose project did not run', () => {
    const rows = coverageByWorkspace([['apps/web/src/c.tsx', counts([1, 2], [0, 0])]], floors);
    expect(rows.map((row) => row.workspace)).toEqual(['apps/web']);
  });
});

describe('formatCoverageTable', () => {
  it('shows each workspace with its floor and marks the one below it', () => {
    const table = formatCoverageTable([
      { workspace: 'packages/domain', statements: 95.5, branches: 85, floor: floors['packages/domain'] },
      { workspace: 'apps/web', statements: 69.99, branches: 61, floor: floors['apps/web'] },
    ]);
    const [title, domain, web] = table.split('\n');
    expect(title).toBe('Coverage by workspace');
    expect(domain).toMatch(
      /packages\/domain\s+statements\s+95\.50% \(floor 90\)\s+branches\s+85\.00% \(floor 80\)$/,
    );
    expect(domain).not.toContain('BELOW');
    expect(web).toMatch(/statements\s+69\.99% \(floor 70\) BELOW\s+branches\s+61\.00% \(floor 60\)\s*$/);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { portDocsFile } from '../scripts/port-docs-file.ts';
import { area } from './operation.ts';
import { renderPortDocs } from './port-docs.ts';
import { exampleClaims } from './test-example-area.ts';

describe('docs/insurer-port.md', () => {
  it('is what the declarations render (npm run docs -w packages/insurer writes it)', () => {
    expect(readFileSync(portDocsFile, 'utf8')).toBe(renderPortDocs());
  });
});

describe('renderPortDocs', () => {
  const rendered = renderPortDocs({ claims: exampleClaims, events: area('events', 'Events.', {}) });

  it('says per operation what the portal expects: latency, retries, what happens when the insurer is away', () => {
    expect(rendered).toContain(
      '| `claims.submit` | command | `reference`, `amount` | `command` | with the same key: the claim reference | `defer` | `likely-duplicate`, `no-known-iban` | `POST /claims/submit` | Receives a claim. |',
    );
    expect(rendered).toContain(
      '| `claims.markAllRead` | command |  | `command` | with the same key: minted by the portal | `503` |  | `POST /claims/mark-all-read` | Marks every declaration read. |',
    );
    expect(rendered).toContain(
      '| `claims.list` | query | `year` | `hot` | yes | `503` |  | `GET /claims/list` | Lists. |',
    );
  });

  it('lists an area without operations, and the budget of each latency class', () => {
    expect(rendered).toContain('### events\n\nEvents.\n\nNo operations declared yet.');
    expect(rendered).toContain('| `hot` | 25 ms | 400 ms | 2 | 1.5 s |');
    expect(rendered).toContain('| `feed` | 20 s | 25 s | unbounded | none |');
  });
});

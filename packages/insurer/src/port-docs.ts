import {
  type Area,
  type LatencyBudget,
  type Located,
  latencyBudgets,
  type OperationDeclaration,
} from './operation.ts';
import { insurerAreas } from './port.ts';

const milliseconds = (ms: number | null) =>
  ms === null ? 'none' : ms >= 1000 ? `${ms / 1000} s` : `${ms} ms`;

function budgetRow([name, budget]: [string, LatencyBudget]): string {
  return `| \`${name}\` | ${milliseconds(budget.insurerP99Ms)} | ${milliseconds(budget.attemptTimeoutMs)} | ${budget.retries} | ${milliseconds(budget.wholeCallMs)} |`;
}

function retry(operation: OperationDeclaration): string {
  if (operation.kind === 'query') return 'yes';
  const key = operation.idempotencyKey;
  return `with the same key: ${key === 'minted' ? 'minted by the portal' : key.naturalKey}`;
}

const code = (text: string) => `\`${text}\``;

function inputFields(operation: OperationDeclaration): string {
  const shape = (operation.input._zod.def as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape).map(code).join(', ') : '';
}

function operationRow(operation: OperationDeclaration & Located): string {
  const cells = [
    code(operation.id),
    operation.kind,
    inputFields(operation),
    code(operation.latency),
    retry(operation),
    code(operation.whenUnavailable),
    Object.keys(operation.refusals).map(code).join(', '),
    code(`${operation.http.method} ${operation.http.path}`),
    operation.doc,
  ];
  return `| ${cells.join(' | ')} |`;
}

function areaSection(area: Area): string {
  const operations = Object.values(area.operations);
  const table =
    operations.length === 0
      ? 'No operations declared yet.'
      : [
          '| operation | kind | input | latency | may be retried | when unavailable | refusals | HTTP | what it does |',
          '|---|---|---|---|---|---|---|---|---|',
          ...operations.map(operationRow),
        ].join('\n');
  return `### ${area.name}\n\n${area.doc}\n\n${table}\n`;
}

/**
 * docs/insurer-port.md, rendered from the declarations: what the portal expects of each operation
 * (its latency class, whether it may be retried, what happens when the insurer does not answer).
 */
export function renderPortDocs(areas: Readonly<Record<string, Area>> = insurerAreas): string {
  return `# The insurer port

<!-- Rendered from packages/insurer/src/areas by \`npm run docs -w packages/insurer\`; a test fails when it differs. -->

What the portal asks of the insurer, in the insurer's terms (\`@mijn/insurer\`, decision 0099).
Every operation follows the same rules:

- A read about a person takes the \`viewer\` and applies spec §6 itself; a day-dependent read takes
  \`onDay\`, the insurer's calendar day, so both sides agree on "today".
- A refusal is an answer: each operation declares its codes, and the portal words them for the
  customer. When the insurer does not answer (timeout, no connection, 5xx, maintenance) the adapter
  throws \`InsurerUnavailable\`: the portal answers 503 "This information is not available right
  now", or, for a command that may wait (\`defer\`), keeps it and hands it over later.
- A command carries an idempotency key, the same on every attempt: the insurer applies it once.
- Over HTTP a query is a GET with its input in the query string, a command a POST with a JSON body,
  under the adapter's version prefix (\`/v1\`).

## Latency classes

What the portal expects of the insurer, and the budget of the HTTP adapter (the embedded adapter is
a function call).

| class | insurer's p99 | attempt timeout | retries | whole call |
|---|---|---|---|---|
${Object.entries(latencyBudgets).map(budgetRow).join('\n')}

## Operations by area

${Object.values(areas).map(areaSection).join('\n')}`;
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openApiFile, renderOpenApiFile } from '../scripts/openapi-file.ts';
import { insurerOpenApi } from './openapi.ts';
import { exampleAreas } from './testing/example-areas.ts';

describe('packages/insurer/openapi.json', () => {
  it('is what the declarations generate (npm run insurer:openapi writes it)', () => {
    expect(readFileSync(openApiFile, 'utf8')).toBe(renderOpenApiFile());
  });
});

describe('insurerOpenApi', () => {
  const { paths } = insurerOpenApi(exampleAreas) as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };

  it('serves a command as a POST with its JSON body, its idempotency key and its refusals', () => {
    const submit = paths['/v1/claims/submit']?.post;
    expect(submit).toMatchObject({
      operationId: 'claims.submit',
      parameters: expect.arrayContaining([{ $ref: '#/components/parameters/IdempotencyKey' }]),
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: { type: 'object', properties: { reference: { type: 'string' } } },
          },
        },
      },
      'x-mijn-latency': { class: 'command', attemptTimeoutMs: 1500, retries: 1, wholeCallMs: 1900 },
      'x-mijn-retry': 'with-the-same-key',
      'x-mijn-when-unavailable': 'defer',
      'x-mijn-idempotency-key': 'the claim reference',
      'x-mijn-refusals': {
        'likely-duplicate': {
          type: 'urn:mijn:insurer:refusal:likely-duplicate',
          status: 409,
          detail: { type: 'object', properties: { duplicateOf: { type: 'string' } } },
        },
      },
    });
    expect(Object.keys(submit?.responses as object)).toEqual(['200', '400', '401', '409', '422', '503']);
  });

  it('serves a query as a GET with its input as JSON in one parameter, retried always', () => {
    const list = paths['/v1/claims/list']?.get;
    const parameters = list?.parameters as { name?: string }[];
    expect(parameters.find((parameter) => parameter.name === 'input')).toMatchObject({
      in: 'query',
      required: true,
      content: {
        'application/json': { schema: { type: 'object', properties: { year: { type: 'integer' } } } },
      },
    });
    expect(list).toMatchObject({
      'x-mijn-retry': 'always',
      'x-mijn-refusals': {
        'not-in-household': { type: 'urn:mijn:insurer:refusal:not-in-household', status: 403, detail: null },
        'too-early': { status: 409, detail: { type: 'object', properties: { from: { type: 'integer' } } } },
      },
    });
    expect(list).not.toHaveProperty('requestBody');
    expect(Object.keys(list?.responses as object)).toEqual(['200', '400', '401', '403', '409', '503']);
  });

  it('lets anyone ask the health of the insurer, without a token', () => {
    const { paths: real } = insurerOpenApi() as { paths: Record<string, Record<string, object>> };
    const health = real['/v1/health/status']?.get as { security: unknown; parameters: object[] };
    expect(health.security).toEqual([]);
    expect(health.parameters).toContainEqual(expect.objectContaining({ name: 'input', required: false }));
    expect(real['/v1/addresses/lookup']?.get).not.toHaveProperty('security');
  });
});

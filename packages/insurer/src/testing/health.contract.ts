import { expect } from 'vitest';
import type { AreaCases } from './contract-case.ts';

export const healthCases: AreaCases<'health'> = {
  status: [
    {
      name: 'answers ok while the insurer is up',
      async run({ port }) {
        expect(await port.health.status({})).toEqual({ status: 'ok' });
      },
    },
  ],
};

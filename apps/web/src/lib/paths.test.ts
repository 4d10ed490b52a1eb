import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

describe('paths', () => {
  it('builds parameterised paths with encoded segments', () => {
    expect(paths.editPolicyForYear(2027, 'ZK 1', '10000001', true)).toBe(
      '/polis-wijzigen/2027/ZK%201/10000001/true',
    );
    expect(paths.requestPolicyForYear(2026, 'C', 'A', false)).toBe('/polis-aanvragen/2026/C/A/false');
    expect(paths.medicalSelection(2026, 'C', 'A')).toBe('/medische-selectie/2026/C/A');
    expect(paths.editPaymentDetails('10000001')).toBe('/betaalgegevens-wijzigen/10000001');
    expect(paths.messagesCluster('zorgkosten')).toBe('/berichtenbox/zorgkosten');
  });
});

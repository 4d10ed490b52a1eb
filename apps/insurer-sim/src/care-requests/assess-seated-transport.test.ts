import type { SeatedTransportSituation } from '@mijn/insurer';
import { describe, expect, it } from 'vitest';
import { assessSeatedTransport } from './assess-seated-transport.ts';

type Per = 'week' | 'month';
const hardship = (duration: [number, Per], transports: [number, Per]): SeatedTransportSituation => ({
  type: 'hardship-clause',
  treatments: [
    {
      duration: { amount: duration[0], per: duration[1] },
      transports: { amount: transports[0], per: transports[1] },
    },
  ],
});
const eyes = (fieldUnder20Degrees: boolean, leftEyeAcuity: number, rightEyeAcuity: number) =>
  assessSeatedTransport({ type: 'visually-impaired', fieldUnder20Degrees, leftEyeAcuity, rightEyeAcuity });

describe('assessSeatedTransport', () => {
  it('approves a hardship case of at least 8 weeks with transport at least weekly', () => {
    expect(assessSeatedTransport(hardship([2, 'month'], [1, 'week'])).status).toBe('approved');
    expect(assessSeatedTransport(hardship([8, 'week'], [4, 'month'])).status).toBe('approved');
  });

  it('rejects a hardship case that is short or infrequent, saying why', () => {
    const short = assessSeatedTransport(hardship([7, 'week'], [3, 'week']));
    expect(short).toEqual({ status: 'rejected', reason: expect.stringMatching(/minstens 2 maanden/) });
    expect(assessSeatedTransport(hardship([6, 'month'], [3, 'month'])).status).toBe('rejected');
  });

  it('approves a field of vision under 20 degrees, or low vision in the better eye', () => {
    expect(eyes(true, 0.9, 1.0).status).toBe('approved');
    expect(eyes(false, 0.2, 0.25).status).toBe('approved');
    expect(eyes(false, 0.1, 0.3).status).toBe('rejected');
  });

  it('approves transport to kidney dialysis or oncology named as the purpose', () => {
    for (const purpose of ['kidney-dialysis', 'oncology'] as const) {
      expect(assessSeatedTransport({ type: 'all-other', purpose }).status).toBe('approved');
    }
  });

  it('approves a wheelchair user and rejects any other situation', () => {
    expect(assessSeatedTransport({ type: 'wheelchair' }).status).toBe('approved');
    expect(assessSeatedTransport({ type: 'all-other' }).status).toBe('rejected');
  });
});

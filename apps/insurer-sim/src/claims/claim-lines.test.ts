import type { TransportTreatmentType } from '@mijn/domain';
import { describe, expect, it } from 'vitest';
import { benefitOf, type ClaimLines } from './claim-lines.ts';

const trip = (transportTreatment: TransportTreatmentType): ClaimLines => ({
  kind: 'transport',
  careType: 'transport',
  transportTreatment,
  careProvider: 'Vervoer (eigen auto)',
  treatmentDate: '2026-05-01',
  lastTreatmentDate: null,
  activities: [{ date: '2026-05-01', description: 'Rit eigen auto Utrecht - Zeist', declaredCents: 340 }],
  totalCents: 340,
});

describe('benefitOf', () => {
  it('dialysis is a legal entitlement: every trip date approved without a request', () => {
    const benefit = benefitOf(trip('dialysis'), new Set());
    expect(benefit.kind === 'transport' && [...benefit.approvedDates]).toEqual(['2026-05-01']);
  });

  it('a hospital visit: only the dates an approved request covers', () => {
    const benefit = benefitOf(trip('hospital-visit'), new Set());
    expect(benefit.kind === 'transport' && benefit.approvedDates.size).toBe(0);
  });
});

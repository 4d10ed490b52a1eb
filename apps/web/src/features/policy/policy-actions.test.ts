import { describe, expect, it } from 'vitest';
import { mayRequestYear, policyActions } from './policy-actions.ts';

const running = { hasBasicInsurance: true, hasAgreementEnded: false, isPolicyholder: true };
const allowed = { mayUpdateInsurance: true, mayCreateInsuredPerson: true };

describe('policyActions', () => {
  it('lets the main insured edit a running year and add an insured', () => {
    expect(policyActions(running, { flags: allowed, role: 'H', isOffer: false })).toEqual({
      editPolicy: true,
      addInsured: true,
    });
  });

  it("offers to edit next year's offer, but not yet to add an insured to it", () => {
    expect(policyActions(running, { flags: allowed, role: 'H', isOffer: true })).toEqual({
      editPolicy: true,
      addInsured: false,
    });
  });

  it('offers nothing to a co-insured, on an ended agreement, or without the rights', () => {
    const none = { editPolicy: false, addInsured: false };
    expect(policyActions(running, { flags: allowed, role: 'M', isOffer: false })).toEqual(none);
    expect(
      policyActions({ ...running, isPolicyholder: false }, { flags: allowed, role: 'H', isOffer: false }),
    ).toEqual(none);
    expect(
      policyActions({ ...running, hasAgreementEnded: true }, { flags: allowed, role: 'H', isOffer: false }),
    ).toEqual(none);
    const noRights = { mayUpdateInsurance: false, mayCreateInsuredPerson: false };
    expect(policyActions(running, { flags: noRights, role: 'H', isOffer: false })).toEqual(none);
  });

  it('adds an insured only where the agreement has basic insurance', () => {
    const actions = policyActions(
      { ...running, hasBasicInsurance: false },
      { flags: allowed, role: 'H', isOffer: false },
    );
    expect(actions).toEqual({ editPolicy: true, addInsured: false });
  });
});

describe('mayRequestYear', () => {
  const main = { flags: { mayUpdateInsurance: true }, role: 'H' };
  const requestable = { mode: 'request', isMutable: true } as const;

  it('offers the main insured to request a year the server calls a request and allows', () => {
    expect(mayRequestYear(requestable, main)).toBe(true);
  });

  it('not a year that is changed, not allowed, not yet known, nor to anyone else', () => {
    expect(mayRequestYear({ mode: 'change', isMutable: true }, main)).toBe(false);
    expect(mayRequestYear({ mode: 'request', isMutable: false }, main)).toBe(false);
    expect(mayRequestYear(undefined, main)).toBe(false);
    expect(mayRequestYear(requestable, { ...main, role: 'P' })).toBe(false);
    expect(mayRequestYear(requestable, { ...main, flags: { mayUpdateInsurance: false } })).toBe(false);
  });
});

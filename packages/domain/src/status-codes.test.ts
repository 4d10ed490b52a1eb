import { describe, expect, it } from 'vitest';
import { declarationStatus, declarationStatusNames, declarationStatusTone } from './declaration-status.ts';
import { invoiceStatus, invoiceStatusNames, invoiceStatusTone, isInvoiceStatus } from './invoice-status.ts';

describe('declaration status', () => {
  it('names status 0 Afgehandeld, as the declaration tile matches it', () => {
    expect(declarationStatusNames[declarationStatus.handled]).toBe('Afgehandeld');
  });

  it.each([
    [0, 'positive'],
    [1, 'warning'],
    [2, 'neutral'],
  ] as const)('status %s has tone %s', (status, tone) => {
    expect(declarationStatusTone(status)).toBe(tone);
  });
});

describe('invoice status', () => {
  it.each([
    [1, 'Openstaand', 'neutral'],
    [2, 'Herinnering', 'warning'],
    [3, 'Aanmaning', 'error'],
    [4, 'Sommatie', 'error'],
    [5, 'Betalingsregeling', 'neutral'],
    [6, 'Incassobureau', 'neutral'],
    [7, 'Schuldhulptraject', 'neutral'],
    [8, 'Faillissement', 'neutral'],
    [9, 'Betaald', 'positive'],
    [10, 'AutomatischeIncasso', 'neutral'],
  ] as const)('status %s is %s with tone %s', (status, name, tone) => {
    expect(invoiceStatusNames[status]).toBe(name);
    expect(invoiceStatusTone(status)).toBe(tone);
    expect(isInvoiceStatus(status)).toBe(true);
  });

  it('treats unknown ids as grey and not as a status', () => {
    expect(invoiceStatusTone(11)).toBe('neutral');
    expect(isInvoiceStatus(0)).toBe(false);
    expect(invoiceStatus.paymentArrangement).toBe(5);
    expect(invoiceStatus.directDebit).toBe(10);
  });
});

/**
 * The insurer's ledger booking for the portal's collection jobs and policy changes, from the
 * simulation's legacy export. Temporary: it goes when those jobs move into the simulation (decision 0102).
 */
export { recordInvoicePayment } from '@mijn/insurer-sim/legacy/payments';

import { describeAccessMatrix } from './access-matrix.ts';

// Single policyholders of the other labels, one with a temporary password and unsigned terms, and
// karin.dekker, whose policy ends on 31 December (she may request next year's, decision 0050).
describeAccessMatrix([
  'peter.jansen',
  'fatima.bakker',
  'mark.peters',
  'eva.smit',
  'ruben.koster',
  'karin.dekker',
]);

import { describeAccessMatrix } from './access-matrix.ts';

// Single policyholders of the other labels, one with a temporary password and unsigned terms.
describeAccessMatrix(['peter.jansen', 'fatima.bakker', 'mark.peters', 'eva.smit', 'ruben.koster']);

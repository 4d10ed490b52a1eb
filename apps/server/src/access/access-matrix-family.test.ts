import { describeAccessMatrix } from './access-matrix.ts';

// The De Vries family: a policyholder, his partner and their daughter of 17 (spec §6).
describeAccessMatrix(['jan.devries', 'anna.devries', 'sanne.devries']);

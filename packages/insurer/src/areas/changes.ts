import { area } from '../operation.ts';

export const changes = area(
  'changes',
  'Notices that keep the answers the portal keeps current (policies, households).',
  {},
);

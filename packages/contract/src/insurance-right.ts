import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const getInsuranceRight = endpoint({
  method: 'GET',
  path: 'InsuranceRight',
  permission: 'r-insurance-right',
  summary: 'Whether the user, living abroad, must show again that they are entitled to Dutch insurance',
  response: z.object({ isCheckRequired: z.boolean() }),
  errors: [401, 403],
});

import { z } from 'zod/mini';

/** Spec §4 Bank identity flows: 0 registers (links iDIN to the customer), 1 logs in. */
export const idinFlows = { register: 0, login: 1 } as const;
export const IdinFlow = z.union([z.literal(0), z.literal(1)]);
export type IdinFlow = z.infer<typeof IdinFlow>;

import * as account from './account.ts';
import { appConfig } from './app-config.ts';
import { menu } from './content.ts';
import * as dev from './dev.ts';
import type { Endpoint } from './endpoint.ts';
import * as policy from './policy.ts';

export * from './account.ts';
export * from './app-config.ts';
export * from './content.ts';
export * from './dev.ts';
export * from './endpoint.ts';
export * from './policy.ts';

export const contract = {
  account: {
    login: account.login,
    resendVerificationCode: account.resendVerificationCode,
    validateVerificationCode: account.validateVerificationCode,
    getAccountDetails: account.getAccountDetails,
  },
  content: { appConfig, menu },
  dev: { outbox: dev.outbox },
  policy: { getActivePolicyNumber: policy.getActivePolicyNumber },
} as const;

export const allEndpoints: readonly Endpoint[] = Object.values(contract).flatMap((area) =>
  Object.values(area),
);

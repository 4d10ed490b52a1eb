import type { BankOption } from '@mijn/contract';
import type { IdentityBroker } from './broker.ts';
import { type BankCodes, pkceChallengeOf } from './simulated-bank/bank-codes.ts';

export const SIMULATED_BANK_PATH = '/api/dev/idin-bank/authorize';

/** The development broker: the server's own simulated bank pages (decision 0007). */
export function createSimulatedBroker(banks: readonly BankOption[], codes: BankCodes): IdentityBroker {
  return {
    kind: 'simulated',
    bankOptions: async () => [...banks],

    async authorizationUrl(request) {
      const query = new URLSearchParams({
        bank: request.bankIssuer,
        redirect_uri: request.redirectUri,
        state: request.state,
        nonce: request.nonce,
        code_challenge: request.codeChallenge,
        code_challenge_method: 'S256',
      });
      // Relative: the browser stays on the origin it came from (also behind the web dev server's proxy).
      return `${SIMULATED_BANK_PATH}?${query}`;
    },

    async exchange(exchange) {
      const code = exchange.currentUrl.searchParams.get('code');
      if (!code) throw new Error('no code');
      const assertion = await codes.verify(code);
      if (
        assertion.state !== exchange.state ||
        assertion.nonce !== exchange.nonce ||
        assertion.codeChallenge !== pkceChallengeOf(exchange.codeVerifier)
      ) {
        throw new Error('the bank code belongs to another session');
      }
      return { bsn: assertion.bsn };
    },
  };
}

import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';
import { once } from '../idempotency.ts';
import { cardsOfHousehold } from './queries.ts';
import { requestByPost } from './request-by-post.ts';

export function insuranceCardsPort({ db }: InsurerDeps): InsurerPort['insuranceCards'] {
  return {
    ofHousehold: (input) => cardsOfHousehold(db, input),
    requestByPost: (input, { key }) =>
      once(db, { operation: 'insuranceCards.requestByPost', key, input }, (tx) =>
        requestByPost(tx, input, key),
      ),
  };
}

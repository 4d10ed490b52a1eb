import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';
import { cardsOfHousehold } from './queries.ts';
import { requestByPost } from './request-by-post.ts';

export function insuranceCardsPort({ db }: InsurerDeps): InsurerPort['insuranceCards'] {
  return {
    ofHousehold: (input) => cardsOfHousehold(db, input),
    requestByPost: (input, { key }) => requestByPost(db, input, key),
  };
}

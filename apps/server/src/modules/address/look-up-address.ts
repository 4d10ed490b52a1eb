import type { contract, EndpointRequest, EndpointResponse } from '@mijn/contract';
import type { AppContext } from '../../app-context.ts';

type Lookup = typeof contract.address.lookup;

/** The street and town of a postal code and house number, from the insurer's address register. */
export async function lookUpAddress(
  { insurer }: Pick<AppContext, 'insurer'>,
  query: EndpointRequest<Lookup>['query'],
): Promise<EndpointResponse<Lookup>> {
  return { address: await insurer.addresses.lookup(query) };
}

import { type LoginBody, login } from '@mijn/contract';
import { callEndpoint, useCall } from '../../lib/query/index.ts';
import { screenHandled } from './screen-handled.ts';

/**
 * Apart from api.ts: the login page comes with the entry, the other auth screens' calls do not. A
 * plain call, not a TanStack Query mutation: Query stays out of the entry (decision 0081).
 */
export const useLogin = () => useCall((body: LoginBody) => callEndpoint(login, { body }, screenHandled));

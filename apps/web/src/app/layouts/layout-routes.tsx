import { LayoutFor } from './lazy-layouts.tsx';

export function AuthenticatedLayoutRoute() {
  return <LayoutFor area="authenticated" />;
}

export function PublicLayoutRoute() {
  return <LayoutFor area="public" />;
}

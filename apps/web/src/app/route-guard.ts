import type { LabelCode } from '@mijn/contract';
import type { PermissionFlag, PermissionFlags } from '@mijn/domain';
import { redirect } from '@tanstack/react-router';
import { getConfig } from '../lib/config/index.ts';
import { showNegativeNotice } from '../lib/errors/notify.ts';
import { paths } from '../lib/paths.ts';
import { getSession } from '../lib/session/index.ts';

/** What a route of the authenticated layout needs: a permission flag, or only a login. */
export type RouteRequirement = PermissionFlag | 'login';

export interface GuardSession {
  status: 'anonymous' | 'authenticated';
  flags: PermissionFlags;
}

/**
 * What a route does when no one is logged in, besides sending to login: open anyway (it shows what
 * the device stored), or send to another path (decision 0029: the stored card).
 */
export type WithoutSession = () => 'open' | { goTo: string } | null;

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'elsewhere'; to: string }
  | { kind: 'splash' }
  | { kind: 'login'; redirect: string; label: LabelCode }
  | { kind: 'not-allowed' };

/** The route guard of spec §2, without side effects. */
export function decideAccess(
  requires: RouteRequirement,
  session: GuardSession,
  label: LabelCode,
  targetHref: string,
  withoutSession: WithoutSession = () => null,
): GuardDecision {
  if (session.status !== 'authenticated') {
    const instead = withoutSession();
    if (instead === 'open') return { kind: 'allow' };
    if (instead !== null) return { kind: 'elsewhere', to: instead.goTo };
    return label === 'aev' ? { kind: 'splash' } : { kind: 'login', redirect: targetHref, label };
  }
  if (requires !== 'login' && !session.flags[requires]) return { kind: 'not-allowed' };
  return { kind: 'allow' };
}

export function notifyNotAllowed(): void {
  showNegativeNotice({ key: 'common:route-guard.not-allowed' }, 'route-guard-not-allowed');
}

/** A `beforeLoad` that lets the route load only when the guard allows it. */
export function guardRoute(requires: RouteRequirement, withoutSession?: WithoutSession) {
  return ({ location }: { location: { href: string } }): void => {
    const decision = decideAccess(requires, getSession(), getConfig().label, location.href, withoutSession);
    switch (decision.kind) {
      case 'allow':
        return;
      case 'elsewhere':
        throw redirect({ to: decision.to });
      case 'splash':
        throw redirect({ to: paths.splash });
      case 'login':
        throw redirect({ to: paths.login, search: { redirect: decision.redirect, label: decision.label } });
      case 'not-allowed':
        notifyNotAllowed();
        throw redirect({ to: paths.home });
    }
  };
}

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

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'splash' }
  | { kind: 'login'; redirect: string; label: LabelCode }
  | { kind: 'not-allowed' };

/**
 * The route guard of spec §2, without side effects. `openWithoutSession` lets a screen that can show
 * something stored on the device open when no one is logged in (the stored card, decision 0029).
 */
export function decideAccess(
  requires: RouteRequirement,
  session: GuardSession,
  label: LabelCode,
  targetHref: string,
  openWithoutSession: () => boolean = () => false,
): GuardDecision {
  if (session.status !== 'authenticated') {
    if (openWithoutSession()) return { kind: 'allow' };
    return label === 'aev' ? { kind: 'splash' } : { kind: 'login', redirect: targetHref, label };
  }
  if (requires !== 'login' && !session.flags[requires]) return { kind: 'not-allowed' };
  return { kind: 'allow' };
}

export function notifyNotAllowed(): void {
  showNegativeNotice({ key: 'common:route-guard.not-allowed' }, 'route-guard-not-allowed');
}

/** A `beforeLoad` that lets the route load only when the guard allows it. */
export function guardRoute(requires: RouteRequirement, openWithoutSession?: () => boolean) {
  return ({ location }: { location: { href: string } }): void => {
    const decision = decideAccess(
      requires,
      getSession(),
      getConfig().label,
      location.href,
      openWithoutSession,
    );
    switch (decision.kind) {
      case 'allow':
        return;
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

import { type PermissionFlag, type PermissionFlags, permissionFlags } from '@mijn/domain';
import { describe, expect, it } from 'vitest';
import { canOpenRoute, filterMenu } from '../../components/menu/index.ts';
import { menuFixture } from '../../test/fixtures.ts';
import { createAppRouter } from '../router.ts';

function flagsOf(granted: readonly PermissionFlag[]): PermissionFlags {
  return Object.fromEntries(permissionFlags.map((flag) => [flag, granted.includes(flag)])) as PermissionFlags;
}

const router = createAppRouter();

function visibleNames(granted: readonly PermissionFlag[], label: 'default' | 'ble' = 'default') {
  const flags = flagsOf(granted);
  return filterMenu(menuFixture, {
    label,
    canOpen: (routeName) => canOpenRoute(router, routeName, flags),
  }).map((group) => ({
    group: group.name,
    items: [...group.primary, ...group.secondary].map((item) => item.name),
    tile: group.tile?.routeName,
  }));
}

describe('menu filtering', () => {
  it('keeps only items whose route permission the user has, and drops empty groups', () => {
    // Everyone insured may open "Polis wijzigen" to learn who can change the policy (decision 0049).
    expect(visibleNames(['mayReadInsurance'])).toEqual([
      { group: 'my-policy', items: ['policy-overview', 'edit-policy'], tile: 'polis-wijzigen' },
    ]);
    expect(visibleNames(['mayReadMemberOffer'])).toEqual([
      { group: 'my-policy', items: ['member-offers'], tile: undefined },
    ]);
  });

  it('shows everything the flags allow, tile included', () => {
    expect(
      visibleNames(['mayReadInsurance', 'mayUpdateInsurance', 'mayReadMemberOffer', 'mayReadInvoice']),
    ).toEqual([
      {
        group: 'my-policy',
        items: ['policy-overview', 'edit-policy', 'member-offers'],
        tile: 'polis-wijzigen',
      },
      { group: 'my-payments', items: ['invoices'], tile: undefined },
    ]);
  });

  it('drops items excluded for the label', () => {
    const names = visibleNames(['mayReadInsurance', 'mayReadMemberOffer'], 'ble');
    expect(names).toEqual([
      { group: 'my-policy', items: ['policy-overview', 'edit-policy'], tile: 'polis-wijzigen' },
    ]);
  });

  it('judges a route name by the permission of its route in the table', () => {
    const flags = flagsOf(['mayReadMessages']);
    expect(canOpenRoute(router, 'berichtenbox', flags)).toBe(true);
    expect(canOpenRoute(router, 'berichtenbox/zorg', flags)).toBe(true);
    expect(canOpenRoute(router, 'polisoverzicht', flags)).toBe(false);
    expect(canOpenRoute(router, 'inloggen', flags)).toBe(false);
    expect(canOpenRoute(router, 'bestaat-niet', flags)).toBe(false);
  });
});

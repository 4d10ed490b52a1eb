import { roles, tileTypes } from '@mijn/domain';
import { z } from 'zod/mini';
import { LabelCode } from './app-config.ts';
import { endpoint } from './endpoint.ts';

export const MenuItem = z.object({
  name: z.string(),
  displayName: z.string().check(z.describe('Translation key')),
  routeName: z.string().check(z.describe('A route path of spec §2')),
  excludedLabels: z._default(z.array(LabelCode), []),
  query: z.optional(z.record(z.string(), z.string())),
});
export type MenuItem = z.infer<typeof MenuItem>;

export const MenuGroup = z.object({
  name: z.string(),
  displayName: z.string(),
  primary: z.array(MenuItem),
  secondary: z.array(MenuItem),
  tile: z.optional(z.object({ title: z.string(), text: z.string(), routeName: z.string() })),
});
export type MenuGroup = z.infer<typeof MenuGroup>;

export const Menu = z.object({ groups: z.array(MenuGroup) });
export type Menu = z.infer<typeof Menu>;

export const menu = endpoint({
  method: 'GET',
  path: '/frontend-content/menu/menu.json',
  base: 'root',
  permission: 'public',
  summary: 'The menu of the portal; the app filters it by permission and label',
  query: z.object({ v: z.optional(z.string()).check(z.describe('Cache-refresh parameter')) }),
  response: Menu,
});

const TilePlacement = z.object({
  priority: z.number().check(z.int(), z.gte(1)),
  position: z.number().check(z.int(), z.gte(1)),
});

/** The visibility rules of spec §4; the field names follow the content file's spelling ('Parametres'). */
export const TileVisibilityParametres = z.object({
  startDate: z._default(z.nullable(z.iso.date()), null),
  endDate: z._default(z.nullable(z.iso.date()), null),
  excludedInsuredTypes: z
    ._default(z.array(z.enum(roles)), [])
    .check(z.describe('Roles H, P, M that never see it')),
  exclusiveCollectivities: z
    ._default(z.array(LabelCode), [])
    .check(z.describe('When non-empty: only these labels')),
  activePolicyRequired: z._default(z.boolean(), false),
  excludedProducts: z._default(z.array(z.string()), []).check(z.describe('Product codes or types')),
  requiredProducts: z._default(z.array(z.string()), []).check(z.describe('Product codes or types')),
  excludeDefaulters: z._default(z.boolean(), false),
  adultRequired: z._default(z.boolean(), false),
  offerYear: z._default(z.nullable(z.number().check(z.int())), null),
});

const TileText = z.object({ nl: z.string(), en: z.string() });

export const Tile = z.object({
  id: z.string(),
  type: z.enum(tileTypes),
  priorityAndPosition: z.object({ desktop: TilePlacement, mobile: TilePlacement }),
  visibilityParametres: TileVisibilityParametres,
  /** Texts of a marketing tile; data tiles take their texts from the app's translations. */
  content: z.optional(
    z.object({
      title: TileText,
      text: TileText,
      linkText: TileText,
      url: z.string().check(z.describe('A route path of spec §2, or an https address')),
      query: z.optional(
        z
          .record(z.string(), z.union([z.string(), z.number()]))
          .check(z.describe("The link's fixed query; a number stays a number in the address (?jaar=2027)")),
      ),
      imageUrl: z._default(z.nullable(z.string()), null),
    }),
  ),
});
export type Tile = z.infer<typeof Tile>;

export const Tiles = z.object({ tiles: z.array(Tile) });
export type Tiles = z.infer<typeof Tiles>;

export const tiles = endpoint({
  method: 'GET',
  path: '/frontend-content/tiles/tiles.json',
  base: 'root',
  permission: 'public',
  summary: 'The home tiles of every label with their visibility rules; the app applies them per user',
  query: z.object({ v: z.optional(z.string()).check(z.describe('Cache-refresh parameter')) }),
  response: Tiles,
});

import { roles, tileTypes } from '@mijn/domain';
import { z } from 'zod';
import { LabelCode } from './app-config.ts';
import { endpoint } from './endpoint.ts';

export const MenuItem = z.object({
  name: z.string(),
  displayName: z.string().describe('Translation key'),
  routeName: z.string().describe('A route path of spec §2'),
  excludedLabels: z.array(LabelCode).default([]),
  query: z.record(z.string(), z.string()).optional(),
});
export type MenuItem = z.infer<typeof MenuItem>;

export const MenuGroup = z.object({
  name: z.string(),
  displayName: z.string(),
  primary: z.array(MenuItem),
  secondary: z.array(MenuItem),
  tile: z.object({ title: z.string(), text: z.string(), routeName: z.string() }).optional(),
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
  query: z.object({ v: z.string().optional().describe('Cache-refresh parameter') }),
  response: Menu,
});

const TilePlacement = z.object({ priority: z.number().int().min(1), position: z.number().int().min(1) });

/** The visibility rules of spec §4; the field names follow the content file's spelling ('Parametres'). */
export const TileVisibilityParametres = z.object({
  startDate: z.iso.date().nullable().default(null),
  endDate: z.iso.date().nullable().default(null),
  excludedInsuredTypes: z.array(z.enum(roles)).default([]).describe('Roles H, P, M that never see it'),
  exclusiveCollectivities: z.array(LabelCode).default([]).describe('When non-empty: only these labels'),
  activePolicyRequired: z.boolean().default(false),
  excludedProducts: z.array(z.string()).default([]).describe('Product codes or types'),
  requiredProducts: z.array(z.string()).default([]).describe('Product codes or types'),
  excludeDefaulters: z.boolean().default(false),
  adultRequired: z.boolean().default(false),
  offerYear: z.number().int().nullable().default(null),
});

const TileText = z.object({ nl: z.string(), en: z.string() });

export const Tile = z.object({
  id: z.string(),
  type: z.enum(tileTypes),
  priorityAndPosition: z.object({ desktop: TilePlacement, mobile: TilePlacement }),
  visibilityParametres: TileVisibilityParametres,
  /** Texts of a marketing tile; data tiles take their texts from the app's translations. */
  content: z
    .object({
      title: TileText,
      text: TileText,
      linkText: TileText,
      url: z.string().describe('A route path of spec §2, or an https address'),
      imageUrl: z.string().nullable().default(null),
    })
    .optional(),
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
  query: z.object({ v: z.string().optional().describe('Cache-refresh parameter') }),
  response: Tiles,
});

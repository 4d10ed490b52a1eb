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

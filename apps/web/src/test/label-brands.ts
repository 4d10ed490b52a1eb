import type { Brand, LabelCode } from '@mijn/contract';

/**
 * The colours of the six labels as the server seeds them (apps/server/src/db/seed/labels.ts; the web
 * app may not import the server), for tests that check a screen in every label's theme. The e2e
 * journeys scan the served themes with axe.
 */
export const labelColors: Readonly<Record<LabelCode, Brand['colors']>> = {
  default: { primary: '#0B5E55', primaryDark: '#07403A', accent: '#F2A900', background: '#F3F8F7' },
  aev: { primary: '#1D3F8F', primaryDark: '#132B63', accent: '#E4572E', background: '#F4F6FB' },
  ble: { primary: '#3F3A8C', primaryDark: '#2A2663', accent: '#5FA8D3', background: '#F6F6FB' },
  dmn: { primary: '#8A4B08', primaryDark: '#5E3305', accent: '#3E8E7E', background: '#FBF7F1' },
  pve: { primary: '#2E6B1F', primaryDark: '#1E4914', accent: '#E8B90F', background: '#F4F9F1' },
  c4l: { primary: '#A0144F', primaryDark: '#700E37', accent: '#F28C28', background: '#FCF4F7' },
};

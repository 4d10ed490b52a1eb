import type { MantineColorsTuple } from '@mantine/core';

type Rgb = readonly [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const clean = hex.replace('#', '');
  const full = clean.length === 3 ? [...clean].map((c) => c + c).join('') : clean;
  const value = Number.parseInt(full, 16);
  if (full.length !== 6 || Number.isNaN(value)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return [
    from[0] + (to[0] - from[0]) * amount,
    from[1] + (to[1] - from[1]) * amount,
    from[2] + (to[2] - from[2]) * amount,
  ];
}

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = hexToRgb(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const white: Rgb = [255, 255, 255];
const black: Rgb = [0, 0, 0];
const tints = [0.92, 0.8, 0.64, 0.46, 0.28, 0.12];
const shadesDown = [0.14, 0.28, 0.4];

/**
 * Ten shades of a brand colour for Mantine: 0-5 lighter tints, 6 the colour itself, 7-9 darker.
 * Mantine uses shade 6 for filled buttons, so the brand colour sits there.
 */
export function colorShades(hex: string): MantineColorsTuple {
  const base = hexToRgb(hex);
  const shades = [
    ...tints.map((t) => toHex(mix(base, white, t))),
    toHex(base),
    ...shadesDown.map((s) => toHex(mix(base, black, s))),
  ];
  return shades as unknown as MantineColorsTuple;
}

/** The first shade from `from` upwards on which white text reaches WCAG AA (4.5:1). */
export function firstShadeForWhiteText(shades: MantineColorsTuple, from = 6): number {
  for (let index = from; index < shades.length; index++) {
    if (contrastRatio(shades[index] ?? '#000000', '#ffffff') >= 4.5) return index;
  }
  return shades.length - 1;
}

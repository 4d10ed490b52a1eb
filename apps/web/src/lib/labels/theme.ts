import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorShade,
  type MantineThemeOverride,
} from '@mantine/core';
import type { Brand } from '@mijn/contract';
import { colorShades, contrastRatio, firstShadeForWhiteText } from './color-shades.ts';

const systemFonts =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/** The colour a header or band of the brand can carry white text on (WCAG AA). */
export function headerColor(brand: Brand): string {
  const { primaryDark, primary } = brand.colors;
  if (contrastRatio(primaryDark, '#ffffff') >= 4.5) return primaryDark;
  const shades = colorShades(primary);
  return shades[firstShadeForWhiteText(shades, 7)] ?? '#000000';
}

/**
 * Green for good news such as "open now". Mantine's darkest green (green.9, #2b8a3e) gives white
 * text only 4.36:1, so the theme carries its own green and names the shade that reaches 4.5:1.
 */
const positiveShades = colorShades('#2b8a3e');
export const positiveFilledColor = `positive.${firstShadeForWhiteText(positiveShades)}`;

/** Mantine theme of a label, built at run time so one build serves every label. */
export function buildTheme(brand: Brand): MantineThemeOverride {
  const brandShades = colorShades(brand.colors.primary);
  const primaryShade = firstShadeForWhiteText(brandShades) as MantineColorShade;
  return createTheme({
    primaryColor: 'brand',
    primaryShade: { light: primaryShade, dark: primaryShade },
    colors: { brand: brandShades, accent: colorShades(brand.colors.accent), positive: positiveShades },
    fontFamily: systemFonts,
    headings: { fontFamily: systemFonts, fontWeight: '700' },
    defaultRadius: 'md',
    cursorType: 'pointer',
    focusRing: 'auto',
    other: { headerColor: headerColor(brand), background: brand.colors.background },
  });
}

/** Brand colours the layouts read as CSS variables (`--mijn-header`, `--mijn-background`, ...). */
export function brandCssVariables(brand: Brand): CSSVariablesResolver {
  return () => ({
    variables: {
      '--mijn-header': headerColor(brand),
      '--mijn-background': brand.colors.background,
      '--mijn-accent': brand.colors.accent,
      '--mijn-progress': '#c99700',
    },
    // Mantine's default error red is 3.3:1 on white; field errors need 4.5:1 (WCAG 1.4.3).
    light: { '--mantine-color-dimmed': '#525a63', '--mantine-color-error': 'var(--mantine-color-red-9)' },
    dark: {},
  });
}

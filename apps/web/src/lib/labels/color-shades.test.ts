import { describe, expect, it } from 'vitest';
import { colorShades, contrastRatio, firstShadeForWhiteText } from './color-shades.ts';

describe('colorShades', () => {
  it('makes ten shades with the brand colour at index 6, lighter before and darker after', () => {
    const shades = colorShades('#00607a');
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe('#00607a');
    expect(contrastRatio(shades[0], '#ffffff')).toBeLessThan(1.2);
    expect(contrastRatio(shades[9], '#ffffff')).toBeGreaterThan(contrastRatio(shades[6], '#ffffff'));
  });

  it('picks a darker shade when white text on the brand colour would fail AA', () => {
    expect(firstShadeForWhiteText(colorShades('#00607a'))).toBe(6);
    const light = colorShades('#f5b400');
    const index = firstShadeForWhiteText(light);
    expect(index).toBeGreaterThan(6);
    expect(contrastRatio(light[index] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 1);
  });
});

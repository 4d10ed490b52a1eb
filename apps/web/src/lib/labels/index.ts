export { colorShades, contrastRatio, firstShadeForWhiteText } from './color-shades.ts';
export { applyDocumentBrand, documentTitle, iconHref } from './document-brand.ts';
export { brandCssVariables, buildTheme, headerColor, positiveFilledColor } from './theme.ts';

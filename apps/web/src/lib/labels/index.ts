export { colorShades, contrastRatio, firstShadeForWhiteText } from './color-shades.ts';
export { applyDocumentBrand, documentTitle } from './document-brand.ts';
export { brandCssVariables, buildTheme, headerColor } from './theme.ts';

import type { FirstPaint } from '@mijn/contract';
import { manifestHref } from '../app/pwa/manifest-link.ts';
import { documentTitle, headerColor, iconHref } from '../lib/labels/index.ts';

interface Painted {
  paint: FirstPaint;
  pageTitle: string | undefined;
  /** The app's HTML, as React rendered it into #root. */
  body: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`index.html lacks ${pattern}`);
  return html.replace(pattern, () => replacement);
}

/**
 * index.html as the app would leave it once started: the language, the page's title and the label's
 * colour, favicon and manifest in the head (what `useDocumentBrand` and `PwaSupport` set), and the
 * rendered app in #root. The server adds what it painted the page with (it knows the request).
 */
export function paintedDocument(template: string, { paint, pageTitle, body }: Painted): string {
  const { brand, label } = paint.config;
  let html = template;
  html = replaceOnce(html, /<html lang="[^"]*"/, `<html lang="${paint.language.slice(0, 2)}"`);
  html = replaceOnce(
    html,
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(documentTitle(pageTitle, brand.shortName))}</title>`,
  );
  html = replaceOnce(
    html,
    /<meta name="theme-color" content="[^"]*"/,
    `<meta name="theme-color" content="${escapeHtml(headerColor(brand))}"`,
  );
  html = replaceOnce(
    html,
    /<link rel="icon" href="[^"]*"/,
    `<link rel="icon" href="${escapeHtml(iconHref(brand))}"`,
  );
  html = replaceOnce(
    html,
    /<link rel="manifest" href="[^"]*"/,
    `<link rel="manifest" href="${escapeHtml(manifestHref(label))}"`,
  );
  return replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${body}</div>`);
}

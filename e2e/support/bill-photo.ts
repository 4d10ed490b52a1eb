import type { BrowserContext } from '@playwright/test';

/**
 * A photo of a printed bill: the lines typeset on a white page in the browser and captured as a
 * PNG, as a phone camera would give it, with real type for the server's text recognition to read.
 */
export async function photographBill(context: BrowserContext, lines: readonly string[]): Promise<Buffer> {
  const sheet = await context.newPage();
  try {
    await sheet.setViewportSize({ width: 760, height: 560 });
    await sheet.setContent(
      `<body style="margin:0;background:#fff"><div style="font:26px Arial,sans-serif;line-height:1.5;padding:40px">${lines
        .map((line) => `<div>${line}</div>`)
        .join('')}</div></body>`,
    );
    return await sheet.screenshot({ type: 'png' });
  } finally {
    await sheet.close();
  }
}

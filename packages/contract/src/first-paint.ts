import { z } from 'zod/mini';
import { AppConfig } from './app-config.ts';
import { NewsText } from './news.ts';

/** The languages of the app's screens; Dutch first. */
export const ScreenLanguage = z.enum(['nl-NL', 'en-US']);
export type ScreenLanguage = z.infer<typeof ScreenLanguage>;

/**
 * What the server painted the login page with (decision 0093), embedded in the page beside it: the
 * app starts from the same configuration, language and news, so its first render is the page as
 * painted and it hydrates it instead of painting it again.
 */
export const FirstPaint = z.object({
  config: AppConfig,
  language: ScreenLanguage,
  news: z.array(NewsText),
  /** The insurer's today on the server's clock: the news is current on it. */
  today: z.iso.date(),
});
export type FirstPaint = z.infer<typeof FirstPaint>;

/** The id of the `<script type="application/json">` that carries the FirstPaint in the page. */
export const firstPaintElementId = 'mijn-first-paint';

/**
 * Cookies the browser keeps for the server's first paint: the language chosen on this device (the app
 * also keeps it in local storage) and the label a public page's `?label=` chose for this browser
 * session. Neither is a secret: both are only what the page is painted in.
 */
export const languageCookie = 'mijn_language';
export const labelCookie = 'mijn_label';

/** The cookie the web app keeps its access token in: where it is, the server paints no login page. */
export const tokenCookie = 'mijn_token';

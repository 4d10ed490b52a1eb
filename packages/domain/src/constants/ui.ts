/** Timings and sizes of the web app (spec §4, §8, §9). */
export const LOGOUT_DELAY_AFTER_EXPIRED_TOKEN_MS = 3_000;
export const LOGOUT_DELAY_AFTER_401_OR_403_MS = 5_000;
export const LOGOUT_SCREEN_REDIRECT_MS = 1_500;
export const LOGIN_IDLE_REDIRECT_MS = 1_500;
export const SUBMENU_ACTIVATION_DELAY_MS = 100;
export const NOTIFICATION_DELAY_MS = 50;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const LOADING_BAR_SIZE_PX = 11;
export const NOTIFICATION_POSITION = 'bottom-right';
/** The cookie holding the release tag the browser last loaded. */
export const VERSION_COOKIE_DAYS = 30;
/** Long names are cut with an ellipsis at this many characters (the second on extra-small screens). */
export const NAME_ELLIPSIS_LENGTH = 36;
export const NAME_ELLIPSIS_LENGTH_EXTRA_SMALL = 9;

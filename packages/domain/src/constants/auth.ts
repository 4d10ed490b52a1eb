/** Credentials, one-time codes and the token cookie (spec §4, §5, §9). */
export const CODE_VALIDITY_MINUTES = 5;
export const VERIFICATION_CODE_LENGTH = 5;
export const ACTIVATION_CODE_LENGTH = 5;
export const USERNAME_MIN_LENGTH = 8;
export const USERNAME_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 50;
/** A password needs at least one of these. */
export const PASSWORD_SPECIAL_CHARACTERS = '?!/:;@#%()_';
/** Token cookie lifetime with remember-me; without it the token's own lifetime (exp - iat). */
export const TOKEN_COOKIE_DAYS = 365;

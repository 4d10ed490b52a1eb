/**
 * What Chromium sends with every API call over HTTPS or to localhost, so compression is negotiated
 * as in real use.
 */
export const browserHeaders = {
  'accept-encoding': 'gzip, deflate, br, zstd',
  accept: 'application/json, text/plain, */*',
};

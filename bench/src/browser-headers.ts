/** What a phone's browser sends with every API call, so compression is negotiated as in real use. */
export const browserHeaders = {
  'accept-encoding': 'gzip, deflate, br',
  accept: 'application/json, text/plain, */*',
};

/** A call the user's token does not allow, stopped in the browser: sent, its 403 would end the session. */
export class NotPermittedError extends Error {
  constructor(what: string) {
    super(`Not sent: the session does not allow ${what}`);
    this.name = 'NotPermittedError';
  }
}

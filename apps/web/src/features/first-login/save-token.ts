import { acceptAccessTokenFromReply } from '../../lib/session/index.ts';

/**
 * Takes the fresh access token a popup's call answers (its flag cleared). The api client accepts
 * tokens of replies too; doing it here as well keeps the popups right whatever the client does.
 */
export function adoptReplyToken(reply: unknown): void {
  acceptAccessTokenFromReply(reply);
}

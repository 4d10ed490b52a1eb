/**
 * Sends SMS and e-mail. `code` is the one-time code a message carries: the outbox keeps it apart,
 * the production queue gives up a message with a code once the code expired (decision 0019).
 */
export interface Messenger {
  sendSms(to: string, text: string, code?: string): Promise<void>;
  sendEmail(to: string, subject: string, text: string, code?: string): Promise<void>;
}

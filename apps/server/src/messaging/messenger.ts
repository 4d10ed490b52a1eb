/** Sends SMS and e-mail. `code` is the one-time code a message carries, kept apart for the outbox. */
export interface Messenger {
  sendSms(to: string, text: string, code?: string): Promise<void>;
  sendEmail(to: string, subject: string, text: string, code?: string): Promise<void>;
}

/** The languages a notification is written in. */
export type NotificationLanguage = 'nl' | 'en';

/**
 * The language an account is written to. The account's preferred language is stored by another
 * change of issue 12; until it lands every notification is Dutch, decided here and nowhere else.
 */
export async function languageOfAccount(_accountId: string): Promise<NotificationLanguage> {
  return 'nl';
}

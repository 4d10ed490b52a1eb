import { maskIban } from '@mijn/domain';
import type { ReaderLanguage } from '../../../http/reader-language.ts';
import { messageTexts } from '../../../messaging/message-texts.ts';
import type { Messenger } from '../../../messaging/messenger.ts';
import type { HeldAgreement } from './held-agreement.ts';
import type { ChangedAccount } from './judge-change.ts';

/**
 * A changed account is confirmed to the policyholder by e-mail, masked, in the language of the
 * screen the change was made on (decision 0033): if someone else changed it, they hear of it.
 * Without an e-mail address on file there is no one to write to.
 */
export async function confirmIbanChange(
  messenger: Messenger,
  { agreement, policyholder }: HeldAgreement,
  changedAccounts: readonly ChangedAccount[],
  language: ReaderLanguage,
): Promise<void> {
  if (changedAccounts.length === 0 || policyholder.email === null) return;
  const changes = changedAccounts.map(({ purpose, iban }) => ({ purpose, maskedIban: maskIban(iban) }));
  const { subject, text } = messageTexts.ibanChangedEmail(language, agreement.agreementId, changes);
  await messenger.sendEmail(policyholder.email, subject, text);
}

import { CODE_VALIDITY_MINUTES } from '@mijn/domain';
import type { ReaderLanguage } from '../http/reader-language.ts';

/** An e-mail as the person reads it. */
export interface EmailText {
  subject: string;
  text: string;
}

/**
 * Every SMS and e-mail the portal sends, in Dutch and English: one place, so a message never goes out
 * half translated. The language is the reader's (the screen's, or the one stored on the account).
 */
export const messageTexts = {
  verificationCodeSms: (language: ReaderLanguage, code: string): string =>
    language === 'en'
      ? `Your verification code is ${code}. The code is valid for ${CODE_VALIDITY_MINUTES} minutes.`
      : `Uw verificatiecode is ${code}. De code is ${CODE_VALIDITY_MINUTES} minuten geldig.`,

  activationCodeEmail: (language: ReaderLanguage, code: string): EmailText =>
    language === 'en'
      ? {
          subject: 'Your activation code',
          text: `Your activation code is ${code}. The code is valid for ${CODE_VALIDITY_MINUTES} minutes.`,
        }
      : {
          subject: 'Uw activatiecode',
          text: `Uw activatiecode is ${code}. De code is ${CODE_VALIDITY_MINUTES} minuten geldig.`,
        },

  /**
   * A new password leaves the account's passkeys in place (decision 0064): the mail names them, so a
   * person whose password was taken sees what else still opens the account.
   */
  passwordChangedEmail: (language: ReaderLanguage, passkeyNames: readonly string[] = []): EmailText => {
    const names = passkeyNames.map((name) => `- ${name}`).join('\n');
    return language === 'en'
      ? {
          subject: 'Your password has been changed',
          text:
            'The password of your account has been changed. Did you not do this yourself? Please contact us.' +
            (names
              ? `\n\nThese passkeys still sign you in:\n${names}\nRemove any passkey you do not recognise under Settings.`
              : ''),
        }
      : {
          subject: 'Uw wachtwoord is gewijzigd',
          text:
            'Het wachtwoord van uw account is gewijzigd. Heeft u dit niet zelf gedaan? Neem dan contact met ons op.' +
            (names
              ? `\n\nMet deze passkeys kunt u nog steeds inloggen:\n${names}\nVerwijder bij Instellingen een passkey die u niet herkent.`
              : ''),
        };
  },

  usernameEmail: (language: ReaderLanguage, username: string): EmailText =>
    language === 'en'
      ? {
          subject: 'Your username',
          text: `You asked for your username. Your username is: ${username}`,
        }
      : {
          subject: 'Uw gebruikersnaam',
          text: `U vroeg uw gebruikersnaam op. Uw gebruikersnaam is: ${username}`,
        },

  /** One line per changed account, masked (`NL91 **** **** **43 00`), sent to the policyholder. */
  ibanChangedEmail: (
    language: ReaderLanguage,
    agreementId: number,
    changes: readonly { purpose: 'premium' | 'reimbursement' | 'excess'; maskedIban: string }[],
  ): EmailText => {
    const purposes =
      language === 'en'
        ? {
            premium: 'Premium paid from',
            reimbursement: 'Reimbursements paid to',
            excess: 'Excess paid from',
          }
        : {
            premium: 'Premie betaald van',
            reimbursement: 'Vergoedingen naar',
            excess: 'Eigen risico betaald van',
          };
    const lines = changes.map(({ purpose, maskedIban }) => `${purposes[purpose]}: ${maskedIban}`).join('\n');
    return language === 'en'
      ? {
          subject: 'Your bank account has been changed',
          text: `The bank account of agreement ${agreementId} has been changed:\n${lines}\nDid you not do this yourself? Please contact us straight away.`,
        }
      : {
          subject: 'Uw rekeningnummer is gewijzigd',
          text: `Het rekeningnummer van overeenkomst ${agreementId} is gewijzigd:\n${lines}\nHeeft u dit niet zelf gedaan? Neem dan direct contact met ons op.`,
        };
  },

  /** The code that proves a new e-mail address before it takes effect (decision 0043). */
  emailChangeCodeEmail: (language: ReaderLanguage, code: string): EmailText =>
    language === 'en'
      ? {
          subject: 'Confirm your new e-mail address',
          text: `Your verification code is ${code}. Enter it in Mijn to confirm this e-mail address. The code is valid for ${CODE_VALIDITY_MINUTES} minutes.`,
        }
      : {
          subject: 'Bevestig uw nieuwe e-mailadres',
          text: `Uw verificatiecode is ${code}. Vul de code in op Mijn om dit e-mailadres te bevestigen. De code is ${CODE_VALIDITY_MINUTES} minuten geldig.`,
        },

  /** To the account's e-mail address (or phone) once the username is changed (ASVS 5.0 V6). */
  usernameChangedEmail: (language: ReaderLanguage, username: string): EmailText =>
    language === 'en'
      ? {
          subject: 'Your username has been changed',
          text: `The username of your Mijn account has been changed to ${username}. Did you not do this yourself? Please contact us straight away.`,
        }
      : {
          subject: 'Uw gebruikersnaam is gewijzigd',
          text: `De gebruikersnaam van uw Mijn-account is gewijzigd in ${username}. Heeft u dit niet zelf gedaan? Neem dan direct contact met ons op.`,
        },

  /** To the old number, once the new one is confirmed; the new one masked (`******6677`). */
  phoneChangedSms: (language: ReaderLanguage, maskedNewNumber: string): string =>
    language === 'en'
      ? `The mobile number of your Mijn account has been changed to ${maskedNewNumber}. Did you not do this yourself? Please contact us straight away.`
      : `Het mobiele nummer van uw Mijn-account is gewijzigd in ${maskedNewNumber}. Heeft u dit niet zelf gedaan? Neem dan direct contact met ons op.`,

  /** To the old address, once the new one is confirmed; the new one masked (`j***@example.nl`). */
  emailChangedEmail: (language: ReaderLanguage, maskedNewAddress: string): EmailText =>
    language === 'en'
      ? {
          subject: 'Your e-mail address has been changed',
          text: `The e-mail address of your Mijn account has been changed to ${maskedNewAddress}. Did you not do this yourself? Please contact us straight away.`,
        }
      : {
          subject: 'Uw e-mailadres is gewijzigd',
          text: `Het e-mailadres van uw Mijn-account is gewijzigd in ${maskedNewAddress}. Heeft u dit niet zelf gedaan? Neem dan direct contact met ons op.`,
        },
};

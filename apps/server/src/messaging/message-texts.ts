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

  passwordChangedEmail: (language: ReaderLanguage): EmailText =>
    language === 'en'
      ? {
          subject: 'Your password has been changed',
          text: 'The password of your account has been changed. Did you not do this yourself? Please contact us.',
        }
      : {
          subject: 'Uw wachtwoord is gewijzigd',
          text: 'Het wachtwoord van uw account is gewijzigd. Heeft u dit niet zelf gedaan? Neem dan contact met ons op.',
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
};

import type { AccountDetails, UpdateContactDetailsBody } from '@mijn/contract';

export type PostChoice = 'digital' | 'paper';

/** What the edit form holds: a radio's value is text. */
export interface ContactDetailsValues extends Record<string, unknown> {
  post: PostChoice;
  digitalNewsletterActive: boolean;
  announcementEmailActive: boolean;
}

export function initialValues(account: AccountDetails): ContactDetailsValues {
  return {
    post: account.digitalPost ? 'digital' : 'paper',
    digitalNewsletterActive: account.digitalNewsletterActive,
    announcementEmailActive: account.announcementEmailActive,
  };
}

/**
 * The body the form sends: both e-mail switches, and the post choice only when it changes, so an
 * unchanged choice is never refused for a rule (iDEAL, no e-mail address) that came later.
 */
export function toBody(account: AccountDetails, values: ContactDetailsValues): UpdateContactDetailsBody {
  const digitalPost = values.post === 'digital';
  return {
    ...(digitalPost === account.digitalPost ? {} : { digitalPost }),
    digitalNewsletterActive: values.digitalNewsletterActive,
    announcementEmailActive: values.announcementEmailActive,
  };
}

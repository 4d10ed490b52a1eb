/** The portal page where a customer pays what is open (iDEAL) and sees every bill. */
export const PAY_PATH = '/rekeningen-en-betalingen';

/** A reminder's payment reference: the agreement and the day it was written, so a transfer is matched. */
export const reminderReference = (agreementId: number, writtenOn: string): string =>
  `H${String(agreementId).padStart(8, '0')}${writtenOn.replaceAll('-', '')}`;

/** An IBAN in groups of four, as printed on paper and read aloud. */
export const groupedIban = (iban: string): string => iban.replace(/(.{4})(?=.)/g, '$1 ');

/** Shows only the last four digits, with a fixed run of stars so the length does not leak. */
export function maskPhoneNumber(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  return `******${digits.slice(-4)}`;
}

/** j***@example.nl: the first letter and the domain, so the user recognises the address. */
export function maskEmailAddress(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** ••••••109: all but the last three digits of a BSN, enough to recognise it, not to use it. */
export function maskSocialSecurityNumber(bsn: string): string {
  return `${'•'.repeat(Math.max(0, bsn.length - 3))}${bsn.slice(-3)}`;
}

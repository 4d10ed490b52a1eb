/**
 * Permission codes as the token carries them (spec §6), and the front-end flags derived from them.
 * The spec leaves the mapping open; docs/decisions/0003-permission-flags.md records this reading.
 */
export const permissionCodes = [
  'r-insurance-right',
  'c-insurance-right',
  'r-ins',
  'r-inv',
  'c-pay-arr',
  'r-pre',
  'r-exc',
  'u-ins',
  'r-pol-doc',
  'c-ins-per',
  'r-com-doc',
  'r-per-det',
  'u-per-det',
  'r-pay-det',
  'u-pay-det',
  'r-msg',
  'c-dec',
  'c-ehic',
  'r-dec',
  'r-con',
  'c-con',
  'r-acc',
  'u-acc',
  'u-pw',
  'login',
  'r-mem-off',
  'c-mem-off-tip',
  'admin',
  'c-care-med',
  'c-treat-abr',
] as const;

export type PermissionCode = (typeof permissionCodes)[number];

export const permissionFlags = [
  'mayReadMemberOffer',
  'mayReadInsurance',
  'mayReadInvoice',
  'mayCreatePaymentArrangement',
  'mayUpdateInsurance',
  'mayReadMessages',
  'mayCreateInsuredPerson',
  'mayCreateEHIC',
  'mayCompensationDocument',
  'mayUpdatePersonalDetails',
  'mayReadPersonalDetails',
  'mayReadPaymentDetails',
  'mayUpdatePaymentDetails',
  'mayCreateContact',
  'mayReadDeclaration',
  'mayCreateDeclaration',
  'mayReadContact',
  'mayReadAccount',
  'mayUpdateAccount',
  'mayCreateInsuranceRight',
  'mayCreateCareMediation',
  'mayCreateTreatmentAbroad',
] as const;

export type PermissionFlag = (typeof permissionFlags)[number];
export type PermissionFlags = Record<PermissionFlag, boolean>;

/** The single code each front-end flag stands for. */
export const flagPermission: Record<PermissionFlag, PermissionCode> = {
  mayReadMemberOffer: 'r-mem-off',
  mayReadInsurance: 'r-ins',
  mayReadInvoice: 'r-inv',
  mayCreatePaymentArrangement: 'c-pay-arr',
  mayUpdateInsurance: 'u-ins',
  mayReadMessages: 'r-msg',
  mayCreateInsuredPerson: 'c-ins-per',
  mayCreateEHIC: 'c-ehic',
  mayCompensationDocument: 'r-com-doc',
  mayUpdatePersonalDetails: 'u-per-det',
  mayReadPersonalDetails: 'r-per-det',
  mayReadPaymentDetails: 'r-pay-det',
  mayUpdatePaymentDetails: 'u-pay-det',
  mayCreateContact: 'c-con',
  mayReadDeclaration: 'r-dec',
  mayCreateDeclaration: 'c-dec',
  mayReadContact: 'r-con',
  mayReadAccount: 'r-acc',
  mayUpdateAccount: 'u-acc',
  mayCreateInsuranceRight: 'c-insurance-right',
  mayCreateCareMediation: 'c-care-med',
  mayCreateTreatmentAbroad: 'c-treat-abr',
};

/**
 * Codes that guard server calls only and have no screen flag of their own: the spec's flag list is
 * shorter than its code list. Together with flagPermission this makes the mapping total.
 */
export const serverOnlyPermissions = [
  'r-insurance-right',
  'r-pre',
  'r-exc',
  'r-pol-doc',
  'u-pw',
  'login',
  'c-mem-off-tip',
  'admin',
] as const satisfies readonly PermissionCode[];

export function isPermissionCode(value: string): value is PermissionCode {
  return (permissionCodes as readonly string[]).includes(value);
}

export function toPermissionFlags(codes: readonly string[]): PermissionFlags {
  const granted = new Set(codes);
  return Object.fromEntries(
    permissionFlags.map((flag) => [flag, granted.has(flagPermission[flag])]),
  ) as PermissionFlags;
}

import * as account from './account.ts';
import * as accountChanges from './account-changes.ts';
import * as accountDetails from './account-details.ts';
import * as accountPhone from './account-phone.ts';
import * as accountPopups from './account-popups.ts';
import * as accountReset from './account-reset.ts';
import * as accountVerification from './account-verification.ts';
import * as address from './address.ts';
import * as agreement from './agreement.ts';
import { appConfig } from './app-config.ts';
import * as careMediation from './care-mediation.ts';
import * as collectivity from './collectivity.ts';
import * as contactForm from './contact-form.ts';
import { menu, tiles } from './content.ts';
import * as createAccount from './create-account.ts';
import * as customer from './customer.ts';
import * as debitan from './debitan.ts';
import * as declaration from './declaration.ts';
import * as dev from './dev.ts';
import * as document from './document.ts';
import type { Endpoint } from './endpoint.ts';
import * as idin from './idin.ts';
import * as insuranceCard from './insurance-card.ts';
import * as insuranceRight from './insurance-right.ts';
import * as loginHistory from './login-history.ts';
import { webManifest } from './manifest.ts';
import * as medicalSelection from './medical-selection.ts';
import * as memberOffer from './member-offer.ts';
import * as newlyInsured from './newly-insured.ts';
import * as newlyInsuredCards from './newly-insured-cards.ts';
import * as news from './news.ts';
import * as notification from './notification.ts';
import * as passkey from './passkey.ts';
import * as passkeyLogin from './passkey-login.ts';
import * as paymentArrangement from './payment-arrangement.ts';
import * as paymentDetails from './payment-details.ts';
import * as policy from './policy.ts';
import * as policyChange from './policy-change.ts';
import * as seatedPatientTransport from './seated-patient-transport.ts';
import * as treatmentAbroad from './treatment-abroad.ts';

export * from './account.ts';
export * from './account-changes.ts';
export * from './account-details.ts';
export * from './account-phone.ts';
export * from './account-popups.ts';
export * from './account-reset.ts';
export * from './account-verification.ts';
export * from './address.ts';
export * from './agreement.ts';
export * from './api-error.ts';
export * from './app-config.ts';
export * from './care-mediation.ts';
export * from './care-mediation-example.ts';
export * from './care-request-dates.ts';
export * from './collectivity.ts';
export * from './contact-form.ts';
export * from './content.ts';
export * from './create-account.ts';
export type { Issue } from './cross-field.ts';
export * from './customer.ts';
export * from './debitan.ts';
export * from './declaration.ts';
export * from './declaration-limits.ts';
export * from './dev.ts';
export * from './document.ts';
export * from './endpoint.ts';
export * from './first-paint.ts';
export * from './form-field-names.ts';
export * from './form-fields.ts';
export * from './idin.ts';
export * from './idin-flow.ts';
export * from './insurance-card.ts';
export * from './insurance-card-information.ts';
export * from './insurance-right.ts';
export * from './login-history.ts';
export * from './login-server-messages.ts';
export * from './manifest.ts';
export * from './medical-selection.ts';
export * from './member-offer.ts';
export * from './newcomer-customer-number.ts';
export * from './newly-insured.ts';
export * from './newly-insured-cards.ts';
export * from './news.ts';
export * from './notification.ts';
export * from './passkey.ts';
export * from './passkey-credential.ts';
export * from './passkey-login.ts';
export * from './payment-arrangement.ts';
export * from './payment-details.ts';
export * from './policy.ts';
export * from './policy-change.ts';
export * from './seated-patient-transport.ts';
export * from './server-messages.ts';
export * from './treatment-abroad.ts';
export * from './value-at.ts';

export const contract = {
  agreement: {
    getYearForOfferedAgreement: agreement.getYearForOfferedAgreement,
    getMostRecentAgreements: agreement.getMostRecentAgreements,
    getAgreementDetailsForYear: agreement.getAgreementDetailsForYear,
    hasKnownIban: agreement.hasKnownIban,
    agreementMutable: policyChange.agreementMutable,
    getAgreementsByRoleAndFilter: paymentDetails.getAgreementsByRoleAndFilter,
    getPaymentDetails: paymentDetails.getPaymentDetails,
    updatePaymentDetails: paymentDetails.updatePaymentDetails,
    updateIban: paymentDetails.updateIban,
    socialSecurityNumberInUse: newlyInsured.socialSecurityNumberInUse,
  },
  cancellationServicePeriod: { validateDate: newlyInsured.validateCancellationServiceDate },
  contract: {
    getContractCardsForActivePolicies: policyChange.getContractCardsForActivePolicies,
    validate: policyChange.validateContract,
    reimbursements: policyChange.reimbursements,
    saveContractCards: policyChange.saveContractCards,
    getContractCardsForNewlyInsuredPersons: newlyInsuredCards.getContractCardsForNewlyInsuredPersons,
    saveContractCardsForNewlyInsuredPersons: newlyInsuredCards.saveContractCardsForNewlyInsuredPersons,
  },
  customer: {
    getAllCustomersWithPolicyForYear: customer.getAllCustomersWithPolicyForYear,
    getAllCustomersWithActiveInsuranceCard: customer.getAllCustomersWithActiveInsuranceCard,
    getAllCustomersWithPolicy: customer.getAllCustomersWithPolicy,
    getAllCustomersWithPolicyInPast: customer.getAllCustomersWithPolicyInPast,
    getAllCustomersWithActivePolicy: customer.getAllCustomersWithActivePolicy,
    getCustomerDetails: customer.getCustomerDetails,
    revealSocialSecurityNumber: customer.revealSocialSecurityNumber,
    updateCustomer: customer.updateCustomer,
  },
  account: {
    login: account.login,
    resendVerificationCode: accountVerification.resendVerificationCode,
    validateVerificationCode: accountVerification.validateVerificationCode,
    getAccountDetails: accountDetails.getAccountDetails,
    getLoginHistory: loginHistory.getLoginHistory,
    resetUsername: accountReset.resetUsername,
    resetPassword: accountReset.resetPassword,
    validateVerificationCodeResetFlow: accountReset.validateVerificationCodeResetFlow,
    updatePassword: accountReset.updatePassword,
    updatePhoneNumber: accountPhone.updatePhoneNumber,
    logout: account.logout,
    updateLanguage: account.updateLanguage,
  },
  createAccount: {
    isValid: createAccount.isValid,
    sendActivationCode: createAccount.sendActivationCode,
    validateActivationCode: createAccount.validateActivationCode,
    sendVerificationCode: createAccount.sendVerificationCode,
    createAccount: createAccount.createAccount,
  },
  idin: {
    bankOptions: idin.bankOptions,
    createSession: idin.createSession,
    returnFromBank: idin.returnFromBank,
    processAuthentication: idin.processAuthentication,
    processIdentification: idin.processIdentification,
    processError: idin.processError,
  },
  accountChanges: {
    updateAccountDetails: accountChanges.updateAccountDetails,
    startPhoneNumberChange: accountChanges.startPhoneNumberChange,
    startEmailAddressChange: accountChanges.startEmailAddressChange,
    confirmContactChange: accountChanges.confirmContactChange,
  },
  accountPopups: {
    signTermsOfAgreement: accountPopups.signTermsOfAgreement,
    declineDigitalPopUp: accountPopups.declineDigitalPopUp,
    getEmailAddress: accountPopups.getEmailAddress,
    updateContactDetails: accountPopups.updateContactDetails,
  },
  careMediation: {
    generalPractitioner: careMediation.requestGeneralPractitionerMediation,
    maternityCare: careMediation.requestMaternityCareMediation,
    medicalSpecialist: careMediation.requestMedicalSpecialistMediation,
    districtCare: careMediation.requestDistrictCareMediation,
    mentalHealthCare: careMediation.requestMentalHealthCareMediation,
  },
  collectivity: { contactInfo: collectivity.collectivity },
  contact: { sendForm: contactForm.sendContactForm },
  content: { appConfig, menu, tiles, webManifest },
  debitan: {
    invoices: debitan.getInvoices,
    invoiceAttachments: debitan.getInvoiceAttachments,
    onlinePaymentAvailability: debitan.getOnlinePaymentAvailability,
    startOnlinePayment: debitan.startOnlinePayment,
    onlinePayment: debitan.getOnlinePayment,
    onlinePaymentWebhook: debitan.onlinePaymentWebhook,
    paymentArrangements: paymentArrangement.getPaymentArrangements,
    requestPaymentArrangement: paymentArrangement.requestPaymentArrangement,
  },
  declaration: {
    getDeclarationsPreview: declaration.getDeclarationsPreview,
    getDeclarations: declaration.getDeclarations,
    getDeclaration: declaration.getDeclaration,
    readAll: declaration.readAllDeclarations,
    submitDeclaration: declaration.submitDeclaration,
    validateAttachmentsReadability: declaration.validateAttachmentsReadability,
    readBill: declaration.readBill,
  },
  seatedPatientTransport: { request: seatedPatientTransport.requestSeatedPatientTransport },
  treatmentAbroad: {
    medicalTreatment: treatmentAbroad.requestMedicalTreatmentAbroad,
    fertilityTreatment: treatmentAbroad.requestFertilityTreatmentAbroad,
    nursingAndCare: treatmentAbroad.requestNursingAndCareAbroad,
    mentalHealth: treatmentAbroad.requestMentalHealthAbroad,
    kidneyDialysis: treatmentAbroad.requestKidneyDialysisAbroad,
  },
  address: { lookup: address.lookupAddress },
  document: {
    getUnreadDocumentCount: document.getUnreadDocumentCount,
    getDocumentList: document.getDocumentList,
    downloadDocument: document.downloadDocument,
    getLetter: document.getLetter,
    getGenericDocumentList: document.getGenericDocumentList,
    downloadGenericDocument: document.downloadGenericDocument,
  },
  insuranceCard: {
    getDigitalInsuranceCardInformation: insuranceCard.getDigitalInsuranceCardInformation,
    requestInsuranceCard: insuranceCard.requestInsuranceCard,
    downloadInsuranceCard: insuranceCard.downloadInsuranceCard,
  },
  insuranceRight: { get: insuranceRight.getInsuranceRight, send: insuranceRight.sendInsuranceRight },
  medicalSelection: { validateAndSave: medicalSelection.validateAndSaveMedicalSelection },
  memberOffer: { list: memberOffer.getMemberOffers, tip: memberOffer.sendMemberOfferTip },
  news: { news: news.news, beforeAuthorization: news.newsBeforeAuthorization },
  notification: {
    getPreferences: notification.getNotificationPreferences,
    updatePreferences: notification.updateNotificationPreferences,
    getPushKey: notification.getPushKey,
    registerPushSubscription: notification.registerPushSubscription,
    unregisterPushSubscription: notification.unregisterPushSubscription,
  },
  dev: { outbox: dev.outbox, clock: dev.clock, moveClock: dev.moveClock, failingClaims: dev.failingClaims },
  passkey: {
    getPasskeys: passkey.getPasskeys,
    getRegistrationOptions: passkey.getPasskeyRegistrationOptions,
    register: passkey.registerPasskey,
    remove: passkey.removePasskey,
    getLoginOptions: passkeyLogin.getPasskeyLoginOptions,
    login: passkeyLogin.loginWithPasskey,
  },
  policy: {
    getActivePolicyNumber: policy.getActivePolicyNumber,
    getExcess: policy.getExcess,
    getFinancialSummary: policy.getFinancialSummary,
    getPolicyInfoForYear: policy.getPolicyInfoForYear,
  },
} as const;

export const allEndpoints: readonly Endpoint[] = Object.values(contract).flatMap((area) =>
  Object.values(area),
);

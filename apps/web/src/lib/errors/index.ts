export { ApiRequestError, TokenExpiredError } from './api-request-error.ts';
export {
  expiredTokenNotice,
  type FollowUp,
  type MessageRef,
  type MissingContactInfo,
  missingContactInfo,
  type ResponseHandling,
  responseHandling,
  type ScreenError,
  type ScreenFlow,
  screenError,
} from './catalogue.ts';
export { useFieldError, validatorKey } from './field-error.ts';
export {
  type FailureContext,
  handleExpiredToken,
  handleFailedResponse,
  handleNetworkFailure,
} from './handle-response-error.ts';
export { showNegativeNotice, showPositiveNotice } from './notify.ts';
export { refusedField } from './refused-field.ts';

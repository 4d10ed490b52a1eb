/** Answers of a dental medical selection that deny nothing, signed on `today`. */
export const healthyAnswers = (today: string) => ({
  hasCongenitalDentalDefect: false,
  orthodonticsWithinTwoYears: false,
  dentistLastTwoYears: true,
  extracted4OrMoreTeeth: false,
  numberOfMissingTeeth: 0,
  expectsToHaveOneOfFollowingTreatments: [0],
  doesNotExpectTreatment: true,
  acceptedTermsAndConditions: true,
  acceptanceDate: today,
  signature: 'Jan de Vries',
});

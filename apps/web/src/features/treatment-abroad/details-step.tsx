import type { ContractForm, Files } from '../../lib/forms/index.ts';
import { DialysisFields } from './dialysis-fields.tsx';
import type { TreatmentAbroadFormValues } from './form-model.ts';
import { MentalHealthFields } from './mental-health-fields.tsx';
import { NursingFields } from './nursing-fields.tsx';
import { PlannedTreatmentFields } from './planned-treatment-fields.tsx';

/** Step 2: only the questions of the chosen request; a referral's letter is asked at the referral. */
export function DetailsStep({
  request,
  referralLetter,
}: {
  request: ContractForm<TreatmentAbroadFormValues>;
  referralLetter: Files;
}) {
  switch (request.form.values.Kind) {
    case 'medical-treatment':
    case 'fertility-treatment':
      return <PlannedTreatmentFields request={request} referralLetter={referralLetter} />;
    case 'nursing-and-care':
      return <NursingFields request={request} />;
    case 'mental-health':
      return <MentalHealthFields request={request} referralLetter={referralLetter} />;
    case 'kidney-dialysis':
      return <DialysisFields request={request} />;
    case '':
      return null;
  }
}

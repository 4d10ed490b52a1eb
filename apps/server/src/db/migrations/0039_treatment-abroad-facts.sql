-- Issue 35: the simulated insurer keeps a treatment-abroad request's facts, never the portal's form.
-- Each request kept the form as sent (its texts before the contract's transforms); this rewrites it
-- into the facts its decision reads, { care, providerName }, as careRequests.submitTreatmentAbroad
-- keeps them. A dialysis price is the form's euro text ("350,5") in cents.
UPDATE insurer.treatment_abroad_requests AS request
SET fields = jsonb_build_object(
  'providerName', request.fields #>> '{InstanceAbroad,InstanceName}',
  'care', CASE request.kind
    WHEN 'medical-treatment' THEN jsonb_build_object(
      'kind', request.kind,
      'hasReferral', request.fields ->> 'HasReferral' = 'true')
    WHEN 'fertility-treatment' THEN jsonb_build_object(
      'kind', request.kind,
      'treatmentType', request.fields ->> 'TreatmentType',
      'attempt', (request.fields ->> 'AttemptNumber')::integer,
      'hasReferral', request.fields ->> 'HasReferral' = 'true')
    WHEN 'nursing-and-care' THEN jsonb_build_object(
      'kind', request.kind,
      'hasIndication', request.fields ->> 'Indication' = 'true')
    WHEN 'mental-health' THEN jsonb_build_object(
      'kind', request.kind,
      'hasReferral', request.fields ->> 'Reference' = 'true',
      'hasTreatmentPlan', request.fields ->> 'TreatmentPlan' = 'true')
    WHEN 'kidney-dialysis' THEN jsonb_strip_nulls(jsonb_build_object(
      'kind', request.kind,
      'centreConfirmed', request.fields ->> 'Approval' = 'true',
      'pricePerSessionCents', price.cents))
  END)
FROM insurer.treatment_abroad_requests AS kept
CROSS JOIN LATERAL (
  SELECT CASE WHEN amount ~ '^[0-9]{1,9}([.,][0-9]{1,2})?$' THEN
    split_part(replace(amount, ',', '.'), '.', 1)::bigint * 100
      + rpad(split_part(replace(amount, ',', '.'), '.', 2), 2, '0')::integer
  END AS cents
  FROM (SELECT trim(kept.fields ->> 'Amount') AS amount) AS sent
) AS price
WHERE kept.id = request.id AND NOT (request.fields ? 'care');

import { contract } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/route.ts';
import { submitTreatmentAbroad } from './submit-request.ts';

/**
 * POST TreatmentAbroad/{MedicalTreatment, FertilityTreatment, NursingAndCare, MentalHealth,
 * KidneyDialysis}: supporting files are welcome; required only when the form promises documents.
 */
export async function treatmentAbroadRoutes(app: FastifyInstance) {
  const entries = contract.treatmentAbroad;
  const options = { filesOptional: true };
  registerEndpoint(
    app,
    entries.medicalTreatment,
    ({ auth, body, files }) =>
      submitTreatmentAbroad(app.ctx, auth, { kind: 'medical-treatment', fields: body }, files),
    options,
  );
  registerEndpoint(
    app,
    entries.fertilityTreatment,
    ({ auth, body, files }) =>
      submitTreatmentAbroad(app.ctx, auth, { kind: 'fertility-treatment', fields: body }, files),
    options,
  );
  registerEndpoint(
    app,
    entries.nursingAndCare,
    ({ auth, body, files }) =>
      submitTreatmentAbroad(app.ctx, auth, { kind: 'nursing-and-care', fields: body }, files),
    options,
  );
  registerEndpoint(
    app,
    entries.mentalHealth,
    ({ auth, body, files }) =>
      submitTreatmentAbroad(app.ctx, auth, { kind: 'mental-health', fields: body }, files),
    options,
  );
  registerEndpoint(
    app,
    entries.kidneyDialysis,
    ({ auth, body, files }) =>
      submitTreatmentAbroad(app.ctx, auth, { kind: 'kidney-dialysis', fields: body }, files),
    options,
  );
}

import { type CareMediationRequest, contract } from '@mijn/contract';
import type { CareMediationKind } from '@mijn/domain';
import type { FastifyInstance } from 'fastify';
import type { AccessAuth } from '../../auth/authenticate.ts';
import type { UploadedFile } from '../../http/multipart-route.ts';
import { registerEndpoint } from '../../http/route.ts';
import { submitCareMediation } from './submit-mediation.ts';

interface SentRequest {
  auth: AccessAuth;
  body: CareMediationRequest;
  files: UploadedFile[];
}

/** POST CareMediation/*, one per kind: a referral letter is welcome, not required. */
export async function careMediationRoutes(app: FastifyInstance) {
  const submitAs =
    (kind: CareMediationKind) =>
    ({ auth, body, files }: SentRequest) =>
      submitCareMediation(app.ctx, kind, auth, body, files);
  const options = { filesOptional: true };
  const { careMediation } = contract;
  registerEndpoint(app, careMediation.generalPractitioner, submitAs('general-practitioner'), options);
  registerEndpoint(app, careMediation.maternityCare, submitAs('maternity-care'), options);
  registerEndpoint(app, careMediation.medicalSpecialist, submitAs('medical-specialist'), options);
  registerEndpoint(app, careMediation.districtCare, submitAs('district-nursing'), options);
  registerEndpoint(app, careMediation.mentalHealthCare, submitAs('mental-health'), options);
}

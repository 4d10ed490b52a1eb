export { MedicalSelectionOverlay, type MedicalSelectionRequest } from './medical-selection-overlay.tsx';
export { type Refusal, Rejection, refusalOf } from './rejection.tsx';

export { MedicalSelectionOverlay, type MedicalSelectionRequest } from './medical-selection-overlay.tsx';
export { Rejection } from './rejection.tsx';

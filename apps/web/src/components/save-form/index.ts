export { SaveFormFooter } from './save-form-footer.tsx';
export { type SaveFailure, useSaveFailure } from './use-save-failure.ts';

export { applyMask, isMaskToken } from './input-mask.ts';
export { inputMasks } from './masks.ts';

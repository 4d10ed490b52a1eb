export { holdActivity, trackActivity, useBusy } from './activity.ts';

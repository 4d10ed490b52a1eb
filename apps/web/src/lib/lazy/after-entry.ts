/**
 * What every screen loaded after the entry needs before it renders (decision 0081), in the one
 * file `after-entry` (vite.config.ts): TanStack Query's layer, and the app kept inert behind modal
 * dialogs.
 */
export { installInertBehindDialogs } from '../dialogs/inert-behind-dialogs.ts';
export { QueryLayer } from '../query/query-layer.tsx';

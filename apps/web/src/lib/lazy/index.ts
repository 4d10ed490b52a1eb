export { loadAfterEntry } from './load-after-entry.tsx';

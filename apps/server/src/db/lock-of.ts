// The portal code that still locks the insurer's tables itself; it goes with that code (decision 0102).
export { lockOf } from '../insurer/legacy/lock-of.ts';

export { fetchConfig, getConfig, loadConfig, setConfig, subscribeConfig, useConfig } from './config-store.ts';
export { forgetLabel, parseLabel, rememberedLabel, rememberLabel } from './label-preference.ts';

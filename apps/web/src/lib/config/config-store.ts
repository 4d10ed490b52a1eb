import { AppConfig, appConfig, type LabelCode, servedPath } from '@mijn/contract';
import { useSyncExternalStore } from 'react';

let current: AppConfig | null = null;
const listeners = new Set<() => void>();

function publish(config: AppConfig): void {
  current = config;
  for (const listener of listeners) listener();
}

/** Reads /config.json (never cached: the label and flags may change between deployments). */
export async function fetchConfig(label?: LabelCode): Promise<AppConfig> {
  const query = label ? `?${new URLSearchParams({ label })}` : '';
  const response = await fetch(`${servedPath(appConfig)}${query}`, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return AppConfig.parse(await response.json());
}

export async function loadConfig(label?: LabelCode): Promise<AppConfig> {
  const config = await fetchConfig(label);
  publish(config);
  return config;
}

/** Sets the configuration directly: for tests and for a label switch that already has its config. */
export function setConfig(config: AppConfig): void {
  publish(config);
}

export function getConfig(): AppConfig {
  if (!current) throw new Error('The app configuration is read before it was loaded');
  return current;
}

export function subscribeConfig(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConfig(): AppConfig {
  return useSyncExternalStore(subscribeConfig, getConfig, getConfig);
}

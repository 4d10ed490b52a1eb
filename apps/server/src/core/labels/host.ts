import { type LabelCode, labelCodes } from '@mijn/contract';

const isLabelCode = (value: string | undefined): value is LabelCode =>
  value !== undefined && (labelCodes as readonly string[]).includes(value);

/**
 * The label of a request host: a configured exact host first, else the first DNS label when it is
 * a label code (`aev.localhost:8080` -> aev), else the default label.
 */
export function labelForHost(
  host: string | undefined,
  labelHosts: ReadonlyMap<string, LabelCode>,
): LabelCode {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const configured = labelHosts.get(name);
  if (configured) return configured;
  const first = name.split('.')[0];
  return isLabelCode(first) ? first : 'default';
}

import { useState } from 'react';
import { ApiRequestError, refusedField } from '../../errors/index.ts';
import { type FieldErrors, isWithin } from '../schema-errors.ts';
import type { Wizard } from './use-wizard.ts';

export interface WizardSend<Step extends string> {
  /** The saving flag (spec §4): on while the request runs, off when it ends, success or failure. */
  saving: boolean;
  /** The key of what went wrong sending, shown in the wizard's failure alert; null when nothing did. */
  failure: string | null;
  clearFailure: () => void;
  /** Checks every step, then runs the call; a refusal is shown where it belongs. */
  send: (wizard: Wizard<Step>, call: () => Promise<void>) => Promise<void>;
}

/**
 * Sending a wizard's request: a field the server refused (a date that became the past) is shown at
 * its step; a file too big, other bad input or anything else as the feature's failure text
 * (`<namespace>:failed.invalid` and `failed.retry`).
 */
export function useWizardSend<Step extends string>(
  namespace: string,
  scopes: Record<Step, readonly string[]>,
  showErrors: (errors: FieldErrors) => void,
): WizardSend<Step> {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const failureKey = (error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 413) return 'validators:file-to-big';
    if (error instanceof ApiRequestError && error.status === 400) return `${namespace}:failed.invalid`;
    return `${namespace}:failed.retry`;
  };
  const send = async (wizard: Wizard<Step>, call: () => Promise<void>) => {
    if (!wizard.checkAll()) return;
    setFailure(null);
    setSaving(true);
    try {
      await call();
    } catch (error) {
      const field = refusedField(error);
      if (field === null) {
        setFailure(failureKey(error));
        wizard.focusFailure();
        return;
      }
      const step = wizard.steps.find((name) => isWithin(field.path, scopes[name]));
      if (step !== undefined && step !== wizard.step) wizard.goTo(wizard.steps.indexOf(step));
      requestAnimationFrame(() => showErrors({ [field.path]: field.message }));
    } finally {
      setSaving(false);
    }
  };
  return { saving, failure, clearFailure: () => setFailure(null), send };
}

import { useState } from 'react';
import { ApiRequestError, refusedField } from '../../lib/errors/index.ts';
import { type FieldErrors, isWithin, type Wizard } from '../../lib/forms/index.ts';

/** The failure text of a refused send: too large, refused input, or anything else (try again). */
function failureKey(error: unknown, namespace: string): string {
  if (error instanceof ApiRequestError && error.status === 413) return 'validators:file-to-big';
  if (error instanceof ApiRequestError && error.status === 400) return `${namespace}:failed.invalid`;
  return `${namespace}:failed.retry`;
}

interface SendOptions<Step extends string> {
  /** The feature's namespace, whose `failed.invalid` and `failed.retry` explain a failure. */
  namespace: string;
  stepScopes: Record<Step, readonly string[]>;
  showErrors: (errors: FieldErrors) => void;
}

/**
 * Sending a care request's wizard: the spec §4 saving flag (on while the request runs, off when
 * it ends, success or failure); a field the server refused is shown at its step, any other
 * failure as the wizard's failure alert (`failure`, a translation key).
 */
export function useCareRequestSend<Step extends string>({
  namespace,
  stepScopes,
  showErrors,
}: SendOptions<Step>) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async <Reply>(
    wizard: Wizard<Step>,
    submit: () => Promise<Reply>,
    onSent: (reply: Reply) => void,
  ) => {
    if (!wizard.checkAll()) return;
    setFailure(null);
    setSaving(true);
    try {
      onSent(await submit());
    } catch (error) {
      const field = refusedField(error);
      if (field !== null) {
        // The server refused one field (e.g. a start date that became the past): show it at its step.
        const step = wizard.steps.find((name) => isWithin(field.path, stepScopes[name]));
        if (step !== undefined && step !== wizard.step) wizard.goTo(wizard.steps.indexOf(step));
        requestAnimationFrame(() => showErrors({ [field.path]: field.message }));
      } else {
        setFailure(failureKey(error, namespace));
        wizard.focusFailure();
      }
    } finally {
      setSaving(false);
    }
  };

  return { saving, failure, clearFailure: () => setFailure(null), send };
}

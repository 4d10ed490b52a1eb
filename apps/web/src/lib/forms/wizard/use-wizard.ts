import { useRef, useState } from 'react';
import type { MessageRef } from '../../errors/index.ts';

export interface WizardOptions<Step extends string> {
  steps: readonly Step[];
  /** Whether a step's answers may be left behind; shows its errors when not. */
  checkStep: (step: Step) => boolean;
  /** The step-level alert shown when a step is refused. */
  stepFailed: MessageRef;
  /** Called on every move to another step (e.g. to clear a failure shown on the last one). */
  onMove?: () => void;
}

export interface Wizard<Step extends string> {
  steps: readonly Step[];
  index: number;
  step: Step;
  isFirst: boolean;
  isLast: boolean;
  /** The step-level alert, null when all is well. */
  alert: MessageRef | null;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  failureRef: React.RefObject<HTMLDivElement | null>;
  /** Checks the current step and moves on when it passes; answers whether it moved. */
  next: () => boolean;
  back: () => void;
  goTo: (index: number) => void;
  /**
   * Checks every step before sending: on the first refused step the wizard goes there and shows
   * the alert. Answers whether all steps passed.
   */
  checkAll: () => boolean;
  /** Moves focus to the failure shown after a refused submit (render it with `failureRef`). */
  focusFailure: () => void;
  reset: () => void;
}

/**
 * The steps of a wizard: where the person is, back and next, and where focus goes (the new step's
 * heading, so a screen reader hears where it is; the failure after a refused submit).
 */
export function useWizard<Step extends string>({
  steps,
  checkStep,
  stepFailed,
  onMove,
}: WizardOptions<Step>): Wizard<Step> {
  const [index, setIndex] = useState(0);
  const [alert, setAlert] = useState<MessageRef | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const step = steps[index] ?? steps[0]!;

  const goTo = (next: number) => {
    setIndex(next);
    setAlert(null);
    onMove?.();
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const refuse = () => setAlert({ ...stepFailed });

  return {
    steps,
    index,
    step,
    isFirst: index === 0,
    isLast: index === steps.length - 1,
    alert,
    headingRef,
    failureRef,
    next: () => {
      if (!checkStep(step)) {
        refuse();
        return false;
      }
      goTo(index + 1);
      return true;
    },
    back: () => goTo(Math.max(0, index - 1)),
    goTo,
    checkAll: () => {
      const refused = steps.findIndex((name) => !checkStep(name));
      if (refused === -1) return true;
      if (refused !== index) goTo(refused);
      refuse();
      return false;
    },
    focusFailure: () => requestAnimationFrame(() => failureRef.current?.focus()),
    reset: () => goTo(0),
  };
}

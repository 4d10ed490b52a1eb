import type { ComponentType } from 'react';
import { addLaterTexts } from '../i18n.ts';

/**
 * Loads a screen or layout with what the entry leaves out for the login page's sake (decision 0081):
 * TanStack Query, whose layer then wraps it, the later Dutch texts, and the app kept inert behind
 * modal dialogs. Everything loaded after the entry comes through here, so what it renders may use
 * queries, any text and dialogs.
 */
export async function loadAfterEntry<Props extends object>(
  component: Promise<ComponentType<Props>>,
): Promise<{ default: ComponentType<Props> }> {
  const [Component, { QueryLayer, installInertBehindDialogs }] = await Promise.all([
    component,
    import('./after-entry.ts'),
    addLaterTexts(),
  ]);
  installInertBehindDialogs();
  const AfterEntry = (props: Props) => (
    <QueryLayer>
      <Component {...props} />
    </QueryLayer>
  );
  return { default: AfterEntry };
}

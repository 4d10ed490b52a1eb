import type { ComponentType } from 'react';
import { addLaterTexts } from '../i18n.ts';

/**
 * Loads a screen or layout with what the entry leaves out for the login page's sake (decision 0081):
 * TanStack Query, whose layer then wraps it, and the later Dutch texts. Everything loaded after the
 * entry comes through here, so what it renders may use queries and any text.
 */
export async function loadAfterEntry<Props extends object>(
  component: Promise<ComponentType<Props>>,
): Promise<{ default: ComponentType<Props> }> {
  const [Component, { QueryLayer }] = await Promise.all([
    component,
    import('../query/query-layer.tsx'),
    addLaterTexts(),
  ]);
  const AfterEntry = (props: Props) => (
    <QueryLayer>
      <Component {...props} />
    </QueryLayer>
  );
  return { default: AfterEntry };
}

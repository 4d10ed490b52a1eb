import { Title, type TitleProps } from '@mantine/core';

/** The one h1 of a page; focus moves here after a navigation so screen readers announce the page. */
export function PageHeading(props: Omit<TitleProps, 'order'>) {
  return <Title order={1} tabIndex={-1} data-page-heading className="mijn-page-heading" {...props} />;
}

import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** The way from a settings card to the screen that changes what it shows. */
export function SectionLink({ to, children }: { to: string; children: string }) {
  return (
    <Group>
      <Button component={Link} to={to} variant="light" className="mijn-wrapping-button">
        {children}
      </Button>
    </Group>
  );
}

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PopupAction {
  label: string;
  onClick: () => void;
  variant?: 'filled' | 'default';
}

interface ArrangementPopupProps {
  title: string;
  children: ReactNode;
  /**
   * The buttons, the safe choice first (it takes the focus when the popup opens), the main one last;
   * closing the popup (Escape, the cross) does what `onClose` says.
   */
  actions: readonly PopupAction[];
  onClose: () => void;
  closeLabel: string;
}

/** A popup of the arrangement screen (spec §2, §8): its title, what it says and its choices. */
export function ArrangementPopup({ title, children, actions, onClose, closeLabel }: ArrangementPopupProps) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      centered
      radius="md"
      padding="lg"
      closeButtonProps={{ 'aria-label': closeLabel }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="lg">
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        <Group justify="flex-end" gap="sm">
          {actions.map((action, index) => (
            <Button
              key={action.label}
              variant={action.variant ?? 'filled'}
              onClick={action.onClick}
              data-autofocus={index === 0 || undefined}
            >
              {action.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Modal>
  );
}

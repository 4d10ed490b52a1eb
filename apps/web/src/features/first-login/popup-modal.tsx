import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';

interface PopupModalProps {
  title: string;
  children: ReactNode;
}

/**
 * The frame of a first-login popup: always open while its step is due, and no way around it but
 * its own buttons (no close button, no Escape, no click outside).
 */
export function PopupModal({ title, children }: PopupModalProps) {
  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="lg"
      radius="md"
      padding="xl"
      title={title}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {children}
    </Modal>
  );
}

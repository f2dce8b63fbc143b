import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The question asked before an action that cannot be taken back (a refund, a cancelled
 * reservation, a deleted project): what it does, a way back, and the action's red button.
 */
export function ConfirmDialog({
  opened,
  onClose,
  title,
  children,
  backLabel,
  confirmLabel,
  pending,
  onConfirm,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What the action does, in words. */
  children: ReactNode;
  backLabel: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} centered title={title}>
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {backLabel}
          </Button>
          <Button color="red" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

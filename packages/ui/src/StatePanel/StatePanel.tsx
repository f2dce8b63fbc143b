import { Container, Stack, Text, ThemeIcon, Title, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

export interface StatePanelProps {
  /** A decorative icon (hidden from assistive technology), shown in a round badge. */
  icon?: ReactNode;
  /** The badge's colour. */
  color?: MantineColor;
  title: ReactNode;
  text: ReactNode;
  /** What the reader can do next: a retry, a way back, a link elsewhere. */
  action?: ReactNode;
  /**
   * 'page' stands for a whole page (an h1 and larger text in a narrow column); 'section' for
   * one part of a page (an h2), such as an empty or failed list.
   */
  variant?: 'page' | 'section';
}

/**
 * The one 'icon + title + text + action' panel both sites use for an empty, failed, invalid or
 * unknown state, so every such state looks and reads alike.
 */
export function StatePanel({
  icon,
  color = 'gray',
  title,
  text,
  action,
  variant = 'section',
}: StatePanelProps) {
  const page = variant === 'page';
  const panel = (
    <Stack align="center" ta="center" gap="md" py={page ? undefined : 64}>
      {icon ? (
        <ThemeIcon size={56} radius="xl" color={color} variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
      ) : null}
      <Title order={page ? 1 : 2}>{title}</Title>
      <Text c="dimmed" size={page ? 'lg' : undefined} maw={page ? undefined : 480}>
        {text}
      </Text>
      {action}
    </Stack>
  );
  return page ? (
    <Container size="sm" py={80}>
      {panel}
    </Container>
  ) : (
    panel
  );
}

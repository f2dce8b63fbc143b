import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One section of the settings page: a heading (h2), an optional line under it, its content. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            {title}
          </Title>
          {description && <Text c="dimmed">{description}</Text>}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

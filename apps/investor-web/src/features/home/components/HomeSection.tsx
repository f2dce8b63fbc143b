import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface HomeSectionProps {
  id: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** A tinted band, to set sections apart. */
  tinted?: boolean;
  action?: ReactNode;
}

/** A titled band of the home page. */
export function HomeSection({
  id,
  title,
  subtitle,
  children,
  tinted = false,
  action,
}: HomeSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      style={tinted ? { background: 'var(--mantine-color-gray-0)' } : undefined}
    >
      <Container size="xl" py={{ base: 48, md: 80 }}>
        <Stack gap="xl">
          <Stack gap={6} align="center" ta="center">
            <Title order={2} id={`${id}-title`}>
              {title}
            </Title>
            {subtitle ? (
              <Text c="dimmed" size="lg" maw={680}>
                {subtitle}
              </Text>
            ) : null}
          </Stack>
          {children}
          {action}
        </Stack>
      </Container>
    </section>
  );
}

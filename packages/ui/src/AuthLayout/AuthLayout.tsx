import { Card, Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Brand } from '../Brand';
import classes from './AuthLayout.module.css';

export interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  /** Shown under the card, e.g. a link to the other auth page. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The centred card of the pages outside the shell: sign-up, sign-in, password reset. */
export function AuthLayout({ title, description, footer, children }: AuthLayoutProps) {
  return (
    <main id="main-content" className={classes.root}>
      <div className={classes.inner}>
        <Stack gap="lg">
          <Center>
            <Brand />
          </Center>
          <Card className={classes.card}>
            <Stack gap="lg">
              <Stack gap={4}>
                <Title order={1} size="h2">
                  {title}
                </Title>
                {description ? <Text c="dimmed">{description}</Text> : null}
              </Stack>
              {children}
            </Stack>
          </Card>
          {footer ? <Center>{footer}</Center> : null}
        </Stack>
      </div>
    </main>
  );
}

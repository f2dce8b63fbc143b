import { Card, Skeleton, Stack } from '@mantine/core';

/** Holds a card's place while the projects load. */
export function ProjectCardSkeleton() {
  return (
    <Card padding="lg" aria-hidden>
      <Card.Section>
        <Skeleton h={200} radius={0} />
      </Card.Section>
      <Stack gap="sm" mt="md">
        <Skeleton h={22} w="70%" />
        <Skeleton h={14} w="50%" />
        <Skeleton h={40} />
        <Skeleton h={8} />
        <Skeleton h={36} />
      </Stack>
    </Card>
  );
}

import { SimpleGrid, Stack, Text, type SimpleGridProps } from '@mantine/core';

/** A card's facts as a description list: small dimmed labels over their values. */
export function FactList({
  facts,
  cols,
  emphasis = 500,
}: {
  facts: readonly (readonly [label: string, value: string])[];
  cols: SimpleGridProps['cols'];
  emphasis?: 500 | 600;
}) {
  return (
    <SimpleGrid component="dl" cols={cols} spacing="xs" m={0}>
      {facts.map(([label, value]) => (
        <Stack key={label} gap={0}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} size="sm" fw={emphasis}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

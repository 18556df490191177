import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The title of a back office screen, an optional line of help and its main actions. */
export function BackOfficePageHeader({ title, help, actions }: { title: string; help?: string; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {help && (
          <Text size="sm" c="dimmed" maw={640}>
            {help}
          </Text>
        )}
      </Stack>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}

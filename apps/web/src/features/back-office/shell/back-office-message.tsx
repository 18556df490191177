import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from '../../../hash-router.tsx';
import { esBackOffice } from '../../../i18n/es-back-office.ts';

interface AdminMessageProps {
  title: string;
  text?: string;
  /** The way out; the back office home unless told otherwise. */
  action?: ReactNode;
}

/** A full-page notice inside the back office (no access, section off, not found). */
export function BackOfficeMessage({ title, text, action }: AdminMessageProps) {
  return (
    <Paper withBorder radius="lg" p="xl" maw={560} mx="auto" mt="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1} size="h2">
          {title}
        </Title>
        {text && <Text>{text}</Text>}
        {action ?? (
          <Button component={Link} to="/admin" size="md">
            {esBackOffice.volverAlInicio}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  /** ok: something was done (a polite status); error: it was not (an alert read at once). */
  tone: 'ok' | 'error';
  title: string;
  children?: ReactNode;
}

/**
 * The outcome of an action, above the form. The title is dark on the tinted background: Mantine's light
 * variant writes it in the tone's colour, which on green is 3.8:1 (below WCAG AA); the tint and border keep the tone.
 */
export function BackOfficeNotice({ tone, title, children }: Props) {
  return (
    <Alert
      color={tone === 'ok' ? 'green' : 'red'}
      role={tone === 'ok' ? 'status' : 'alert'}
      title={title}
      styles={{ title: { color: 'var(--mantine-color-dark-8)' } }}
    >
      {children}
    </Alert>
  );
}

import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';

/** A screen's data is on its way: a spinner and a line read politely by screen readers. */
export function LoadingStatus({ text }: { text: string }) {
  return (
    <Group role="status">
      <Loader size="sm" aria-hidden="true" />
      <Text>{text}</Text>
    </Group>
  );
}

/** A screen's data could not be loaded: the message and a button to ask again. */
export function LoadErrorAlert({
  text,
  retryLabel,
  onRetry,
}: {
  text: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" role="alert">
      <Text>{text}</Text>
      <Button mt="xs" variant="default" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}

/** A list with nothing in it yet: what is missing and what to do about it. */
export function EmptyListAlert({ title, text }: { title: string; text: string }) {
  return (
    <Alert color="gray">
      <Text fw={600}>{title}</Text>
      <Text size="sm">{text}</Text>
    </Alert>
  );
}

export interface ScreenNotice {
  tone: 'ok' | 'error';
  text: string;
}

interface DismissibleNoticeProps {
  notice: ScreenNotice | null;
  closeLabel: string;
  onClose: () => void;
}

/** The outcome of the last action on a screen (a polite status when done, an alert when refused), closable. */
export function DismissibleNotice({ notice, closeLabel, onClose }: DismissibleNoticeProps) {
  if (!notice) return null;
  return (
    <Alert
      color={notice.tone === 'ok' ? 'green' : 'red'}
      role={notice.tone === 'ok' ? 'status' : 'alert'}
      withCloseButton
      closeButtonLabel={closeLabel}
      onClose={onClose}
    >
      {notice.text}
    </Alert>
  );
}

/** A form's refusal (the server's message or the first problem found), read at once. */
export function FormErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
}

import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AjustesComercio } from '@vidriera/domain/ajustes';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { type AjustesUpdate, useBackOfficeUpdateAjustes } from '../../../api/back-office-update-ajustes.ts';
import { ApiError } from '../../../api/client.ts';
import { esBackOfficeAjustes as t } from '../../../i18n/es-back-office-ajustes.ts';
import { DismissibleNotice, type ScreenNotice } from '../shell/screen-status.tsx';

export type Notice = ScreenNotice;

/** The first problem the domain's schema finds in what the form would send (the API checks the same rules). */
export function findProblem(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? t.errorGuardar);
}

/** The API's message, with the first field error when it names one. */
export function describeError(error: unknown): string {
  if (!(error instanceof ApiError)) return t.errorGuardar;
  const fieldErrors = Object.values(error.body.errors ?? {}).flat();
  const first = fieldErrors.find((message) => message !== error.message);
  return first ? `${error.message}: ${first}` : error.message;
}

/**
 * Saving one settings section: checks it with the domain schema first, then PUTs it; answers the notice to show
 * under the section's button.
 */
export function useSectionSave(configRestoId: number) {
  const mutation = useBackOfficeUpdateAjustes(configRestoId);
  const [notice, setNotice] = useState<Notice | null>(null);
  async function save(update: AjustesUpdate, schema?: z.ZodType): Promise<AjustesComercio | null> {
    setNotice(null);
    const problem = schema ? findProblem(schema, update.body) : null;
    if (problem) {
      setNotice({ tone: 'error', text: problem });
      return null;
    }
    try {
      const saved = await mutation.mutateAsync(update);
      setNotice({ tone: 'ok', text: t.guardado });
      return saved;
    } catch (error) {
      setNotice({ tone: 'error', text: describeError(error) });
      return null;
    }
  }
  return { save, notice, setNotice, isSaving: mutation.isPending };
}

interface SectionProps {
  id: string;
  title: string;
  help?: ReactNode;
  children: ReactNode;
  /** The section's save button label; none for a read-only section. */
  saveLabel?: string;
  isSaving?: boolean;
  notice?: Notice | null;
  onCloseNotice?: () => void;
  onSave?: () => void;
}

/** One card of the settings: a form with its title, fields, save button and the answer of its last save. */
export function Section({
  id,
  title,
  help,
  children,
  saveLabel,
  isSaving,
  notice,
  onCloseNotice,
  onSave,
}: SectionProps) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={id}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave?.();
        }}
      >
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id={id}>
              {title}
            </Title>
            {help && (
              <Text size="sm" c="dimmed" mt={4}>
                {help}
              </Text>
            )}
          </div>
          {children}
          {saveLabel && (
            <Group>
              <Button type="submit" size="md" loading={isSaving}>
                {saveLabel}
              </Button>
            </Group>
          )}
          {notice !== undefined && (
            <DismissibleNotice notice={notice ?? null} closeLabel={t.cerrar} onClose={() => onCloseNotice?.()} />
          )}
        </Stack>
      </form>
    </Paper>
  );
}

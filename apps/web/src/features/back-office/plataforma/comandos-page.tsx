import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Stack.css';
import { Button, Group, NumberInput, Select, Stack, Textarea } from '@mantine/core';
import {
  SITE_COMMAND_DEFAULT_EXPIRY_MINUTES,
  SITE_COMMAND_MAX_EXPIRY_MINUTES,
  type SiteCommandRequest,
  siteCommandRequestSchema,
} from '@vidriera/domain/plataforma';
import { type FormEvent, useState } from 'react';
import { usePlataformaSendSiteCommand } from '../../../api/plataforma-send-site-command.ts';
import { usePlataformaSites } from '../../../api/plataforma-get-sites.ts';
import { esPlataforma as t } from '../../../i18n/es-plataforma.ts';
import { BackOfficeNotice } from '../shell/back-office-notice.tsx';
import { BackOfficePageHeader } from '../shell/back-office-page-header.tsx';
import { formatDateTime } from '../shell/format-date.ts';
import { errorMessage, QueryState } from '../shell/query-state.tsx';

/** The commands this screen sends (the rest are for tools and developers). */
const COMMANDS = ['MSJ', 'REFRESH', 'FORCE_UPDATE', 'LOGOUT'] as const;
type Command = (typeof COMMANDS)[number];

/** plataforma/comandos: send a message, a reload, a logout or a minimum build to a site's apps. */
export default function ComandosPage() {
  const sites = usePlataformaSites();
  const send = usePlataformaSendSiteCommand();
  const [siteId, setSiteId] = useState<string | null>(null);
  const [command, setCommand] = useState<Command>('MSJ');
  const [mensaje, setMensaje] = useState('');
  const [build, setBuild] = useState<number | string>('');
  const [userId, setUserId] = useState<number | string>('');
  const [expira, setExpira] = useState<number | string>(SITE_COMMAND_DEFAULT_EXPIRY_MINUTES);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const site = sites.data?.find((s) => String(s.id) === siteId);
    const args = command === 'MSJ' ? [mensaje] : command === 'FORCE_UPDATE' ? [String(build)] : [];
    const parsed = siteCommandRequestSchema.safeParse({
      command,
      args,
      userId: userId === '' ? null : userId,
      expiresInMinutes: expira === '' ? undefined : expira,
    });
    const errors: Record<string, string> = {};
    if (!site) errors.site = t.comandos.elegirSitio;
    if (!parsed.success) {
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    }
    setFieldErrors(errors);
    if (!site || !parsed.success) return;
    if (!window.confirm(t.comandos.confirmar(t.comandos.nombres[command], site.nombre))) return;
    try {
      const answer = await send.mutateAsync({ siteId: site.id, request: parsed.data as SiteCommandRequest });
      setResult({
        ok: true,
        text:
          'minBuild' in answer
            ? t.comandos.buildFijado(answer.minBuild)
            : t.comandos.encolado(formatDateTime(answer.expiresAt)),
      });
    } catch (err) {
      setResult({ ok: false, text: errorMessage(err) });
    }
  };

  return (
    <Stack gap="lg">
      <BackOfficePageHeader title={t.comandos.titulo} help={t.comandos.ayuda} />
      <QueryState query={sites} />
      {result && <BackOfficeNotice tone={result.ok ? 'ok' : 'error'} title={result.text} />}
      {sites.data && (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md" maw={560}>
            <Select
              label={t.comandos.sitio}
              required
              searchable
              data={sites.data.map((s) => ({ value: String(s.id), label: `${s.nombre} (${s.dominioUrl})` }))}
              value={siteId}
              onChange={setSiteId}
              error={fieldErrors.site}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label={t.comandos.comando}
              required
              allowDeselect={false}
              data={COMMANDS.map((c) => ({ value: c, label: t.comandos.nombres[c] }))}
              value={command}
              onChange={(value) => value && setCommand(value as Command)}
              comboboxProps={{ withinPortal: true }}
            />
            {command === 'MSJ' && (
              <Textarea
                label={t.comandos.mensaje}
                required
                autosize
                minRows={2}
                value={mensaje}
                onChange={(event) => setMensaje(event.currentTarget.value)}
                error={fieldErrors.args}
              />
            )}
            {command === 'FORCE_UPDATE' && (
              <NumberInput
                hideControls
                label={t.comandos.build}
                required
                min={0}
                allowDecimal={false}
                allowNegative={false}
                value={build}
                onChange={setBuild}
                error={fieldErrors.args}
              />
            )}
            {command !== 'FORCE_UPDATE' && (
              <Group grow align="flex-start">
                <NumberInput
                  hideControls
                  label={t.comandos.usuario}
                  description={t.comandos.usuarioAyuda}
                  min={1}
                  allowDecimal={false}
                  allowNegative={false}
                  value={userId}
                  onChange={setUserId}
                  error={fieldErrors.userId}
                />
                <NumberInput
                  hideControls
                  label={t.comandos.expira}
                  min={1}
                  max={SITE_COMMAND_MAX_EXPIRY_MINUTES}
                  allowDecimal={false}
                  allowNegative={false}
                  value={expira}
                  onChange={setExpira}
                  error={fieldErrors.expiresInMinutes}
                />
              </Group>
            )}
            <Group>
              <Button type="submit" size="md" loading={send.isPending}>
                {t.comandos.enviar}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

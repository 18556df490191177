import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import {
  Button,
  Fieldset,
  Group,
  PasswordInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { type StaffAdd, type StaffMember, type StaffRolName, staffAddSchema } from '@vidriera/domain/back-office';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useBackOfficeAddStaff } from '../../../api/back-office-add-staff.ts';
import { type StaffScope, useBackOfficeStaff } from '../../../api/back-office-get-staff.ts';
import { useBackOfficeRemoveStaff } from '../../../api/back-office-remove-staff.ts';
import { useBackOfficeUpdateStaffRol } from '../../../api/back-office-update-staff-rol.ts';
import { esPlataforma as t } from '../../../i18n/es-plataforma.ts';
import { BackOfficeNotice } from './back-office-notice.tsx';
import { errorMessage, QueryState } from './query-state.tsx';

type Draft = z.input<typeof staffAddSchema>;
const ROL_OPTIONS = (['staff', 'owner'] as const).map((rol) => ({ value: rol, label: t.personal.roles[rol] }));
const EMPTY: Draft = { userName: '', password: '', nombreApellido: '', rol: 'staff' };

function AddStaffForm({ scope, configRestoId, onDone }: Props & { onDone: (text: string) => void }) {
  const add = useBackOfficeAddStaff(scope, configRestoId);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Draft, unknown, StaffAdd>({ resolver: zodResolver(staffAddSchema), defaultValues: EMPTY });
  const submit = handleSubmit(async (input) => {
    setServerError(null);
    try {
      const member = await add.mutateAsync(input);
      reset(EMPTY);
      onDone(t.personal.agregado(member.userName));
    } catch (err) {
      setServerError(errorMessage(err));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Fieldset legend={t.personal.agregar}>
        <Stack gap="sm">
          {serverError && <BackOfficeNotice tone="error" title={serverError} />}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t.personal.usuario}
              required
              autoCapitalize="none"
              spellCheck={false}
              autoComplete="off"
              error={errors.userName?.message}
              {...register('userName')}
            />
            <TextInput
              label={t.personal.nombre}
              error={errors.nombreApellido?.message}
              {...register('nombreApellido')}
            />
            <PasswordInput
              label={t.personal.password}
              description={t.personal.passwordAyuda}
              autoComplete="new-password"
              visibilityToggleButtonProps={{ 'aria-label': t.personal.mostrarPassword }}
              error={errors.password?.message}
              {...register('password')}
            />
            <Controller
              control={control}
              name="rol"
              render={({ field }) => (
                // Two choices: radios take one tap on a phone, with no list to open.
                <Radio.Group label={t.personal.rol} value={field.value ?? 'staff'} onChange={field.onChange}>
                  <Group gap="lg" mt={6} mih={44} align="center">
                    {ROL_OPTIONS.map((option) => (
                      <Radio key={option.value} value={option.value} label={option.label} />
                    ))}
                  </Group>
                </Radio.Group>
              )}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={add.isPending}>
              {t.personal.agregar}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}

function StaffRow({
  member,
  scope,
  configRestoId,
  onError,
}: Props & { member: StaffMember; onError: (text: string) => void }) {
  const updateRol = useBackOfficeUpdateStaffRol(scope, configRestoId);
  const remove = useBackOfficeRemoveStaff(scope, configRestoId);
  const changeRol = async (rol: StaffRolName) => {
    try {
      await updateRol.mutateAsync({ userId: member.userId, rol });
    } catch (err) {
      onError(errorMessage(err));
    }
  };
  const removeMember = async () => {
    if (!window.confirm(t.personal.confirmarQuitar(member.userName))) return;
    try {
      await remove.mutateAsync(member.userId);
    } catch (err) {
      onError(errorMessage(err));
    }
  };
  return (
    <Table.Tr>
      <Table.Td fw={600}>{member.userName}</Table.Td>
      <Table.Td>{member.nombreApellido || '—'}</Table.Td>
      <Table.Td>
        <Select
          aria-label={t.personal.cambiarRol(member.userName)}
          data={ROL_OPTIONS}
          allowDeselect={false}
          value={member.rol}
          onChange={(value) => value && value !== member.rol && void changeRol(value as StaffRolName)}
          disabled={updateRol.isPending}
          w={150}
          comboboxProps={{ withinPortal: true }}
        />
      </Table.Td>
      <Table.Td>
        <Button
          variant="subtle"
          color="red"
          onClick={() => void removeMember()}
          loading={remove.isPending}
          aria-label={t.personal.quitarDe(member.userName)}
        >
          {t.personal.quitar}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

interface Props {
  scope: StaffScope;
  configRestoId: number;
}

interface StaffManagerProps extends Props {
  /** 1 when it is the screen's own title (the owner's Personal screen), 2 under another screen's title. */
  titleOrder?: 1 | 2;
}

/** A business's people: list, role changes, removal and the form to add someone. */
export function StaffManager({ scope, configRestoId, titleOrder = 2 }: StaffManagerProps) {
  const query = useBackOfficeStaff(scope, configRestoId);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <Stack gap="md">
      <Title order={titleOrder} size={titleOrder === 1 ? 'h2' : 'h3'}>
        {t.personal.titulo}
      </Title>
      <Text size="sm" c="dimmed" maw={640}>
        {t.personal.ayuda}
      </Text>
      {notice && <BackOfficeNotice tone={notice.ok ? 'ok' : 'error'} title={notice.text} />}
      <QueryState query={query} />
      {query.data && query.data.length === 0 && <Text>{t.personal.vacio}</Text>}
      {query.data && query.data.length > 0 && (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.personal.usuario}</Table.Th>
                <Table.Th>{t.personal.nombre}</Table.Th>
                <Table.Th>{t.personal.rol}</Table.Th>
                <Table.Th>{t.comun.acciones}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.map((member) => (
                <StaffRow
                  key={member.userId}
                  member={member}
                  scope={scope}
                  configRestoId={configRestoId}
                  onError={(text) => setNotice({ ok: false, text })}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <AddStaffForm scope={scope} configRestoId={configRestoId} onDone={(text) => setNotice({ ok: true, text })} />
    </Stack>
  );
}

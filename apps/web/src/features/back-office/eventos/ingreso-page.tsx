import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import {
  INGRESO_ANULADA,
  INGRESO_NO_CONFIRMADA,
  INGRESO_OTRA_FECHA,
  INGRESO_YA_USADA,
  type Ingreso,
  ingresoRefusedSchema,
  ingresoRequestSchema,
} from '@vidriera/domain/eventos';
import { useRef, useState } from 'react';
import { useBackOfficeIngreso } from '../../../api/back-office-ingreso.ts';
import { ApiError } from '../../../api/client.ts';
import { esBackOfficeEventos as t } from '../../../i18n/es-back-office-eventos.ts';
import { BackOfficePageHeader } from '../shell/back-office-page-header.tsx';
import { useCurrentComercio } from '../shell/back-office-shell-context.ts';
import { isCameraAvailable, QrScanner } from './qr-scanner.tsx';
import { cx } from '../../../ui/cx.ts';
import eventosAdminCss from './eventos-back-office.module.css';

type Tone = 'ok' | 'used' | 'warn' | 'error';

const TONE_CLASS: Record<Tone, string | undefined> = {
  ok: eventosAdminCss.ingResultOk,
  used: eventosAdminCss.ingResultUsed,
  warn: eventosAdminCss.ingResultWarn,
  error: eventosAdminCss.ingResultError,
};

interface Resultado {
  tone: Tone;
  title: string;
  message?: string;
  ingreso?: Ingreso;
  /** A ticket for another night: staff may let it in on purpose. */
  isOtraFecha?: boolean;
}

/** 'dd/MM/yyyy HH:mm' as written in an ISO 8601 time with the business's offset (its wall clock). */
const formatWallClock = (iso: string) =>
  `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 16)}`;

/** What the door shows for a refused scan, from the API's answer. */
function toResultado(err: unknown): Resultado {
  if (!(err instanceof ApiError)) return { tone: 'error', title: t.errorCarga };
  if (err.status === 404) return { tone: 'error', title: t.noEncontrada, message: err.message };
  if (err.status === 400) return { tone: 'error', title: t.codigoInvalido, message: err.message };
  const refused = ingresoRefusedSchema.safeParse(err.body);
  if (err.status === 409 && refused.success) {
    const { exceptionCode, ingreso } = refused.data;
    const title =
      exceptionCode === INGRESO_YA_USADA
        ? t.yaUsada
        : exceptionCode === INGRESO_NO_CONFIRMADA
          ? t.noConfirmada
          : exceptionCode === INGRESO_ANULADA
            ? t.anuladaIngreso
            : exceptionCode === INGRESO_OTRA_FECHA
              ? t.otraFecha
              : t.errorCarga;
    return {
      tone: exceptionCode === INGRESO_YA_USADA ? 'used' : 'warn',
      title,
      message: err.message,
      ingreso,
      isOtraFecha: exceptionCode === INGRESO_OTRA_FECHA,
    };
  }
  return { tone: 'error', title: err.message };
}

function ResultadoPanel({ resultado }: { resultado: Resultado }) {
  const { ingreso } = resultado;
  return (
    <section
      className={cx(eventosAdminCss.ingResult, TONE_CLASS[resultado.tone])}
      role="status"
      aria-live="assertive"
      data-testid="ingreso-resultado"
    >
      <p className={eventosAdminCss.ingResultTitle}>{resultado.title}</p>
      {resultado.message && <p className={eventosAdminCss.ingResultDetail}>{resultado.message}</p>}
      {ingreso && (
        <dl>
          <dt>{t.titular}</dt>
          <dd>{ingreso.titular}</dd>
          <dt>{t.cantidadPersonas}</dt>
          <dd>{ingreso.cantidad}</dd>
          <dt>{t.evento}</dt>
          <dd>
            {ingreso.titulo}
            {ingreso.varianteTitulo ? ` · ${ingreso.varianteTitulo}` : ''}
          </dd>
          <dt>{t.fechaEntrada}</dt>
          <dd>{formatWallClock(ingreso.fechaHora)}</dd>
          <dt>{t.codigo}</dt>
          <dd className={eventosAdminCss.evtCode}>{ingreso.codigo}</dd>
          {resultado.tone !== 'ok' && ingreso.usadoEn && (
            <>
              <dt>{t.colEstado}</dt>
              <dd>
                {t.usadaEl(formatWallClock(ingreso.usadoEn))}
                {ingreso.usadoPor ? ` ${t.porUsuario(ingreso.usadoPor)}` : ''}
              </dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}

/** comercio/:comercioId/ingreso: the door. Scan a ticket's QR or type its code; the answer fills the screen. */
export default function IngresoPage() {
  const comercioId = useCurrentComercio().configRestoId;
  const ingreso = useBackOfficeIngreso(comercioId);
  const [codigo, setCodigo] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [resultado, setResultado] = useState<Resultado | null>(null);
  const [isScanning, setScanning] = useState(false);
  const [cameraError, setCameraError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const hasCamera = isCameraAvailable();

  const validar = async (text: string, forzarFecha = false) => {
    setInputError(null);
    const parsed = ingresoRequestSchema.safeParse({ codigo: text, forzarFecha });
    if (!parsed.success) {
      setInputError(parsed.error.issues[0]?.message ?? t.codigoInvalido);
      return;
    }
    setResultado(null);
    try {
      const entrada = await ingreso.mutateAsync(parsed.data);
      setResultado({ tone: 'ok', title: t.entro, ingreso: entrada });
    } catch (err) {
      setResultado(toResultado(err));
    }
  };

  const siguiente = () => {
    setResultado(null);
    setCodigo('');
    setInputError(null);
    input.current?.focus();
  };

  return (
    <Stack gap="md" className={eventosAdminCss.evtPage} maw={640}>
      <BackOfficePageHeader title={t.ingresoTitulo} help={t.ingresoAyuda} />
      {resultado && (
        <>
          <ResultadoPanel resultado={resultado} />
          {resultado.isOtraFecha && resultado.ingreso && (
            <Stack gap={4}>
              <Button size="lg" color="dark" onClick={() => void validar(resultado.ingreso?.codigo ?? codigo, true)}>
                {t.dejarPasar}
              </Button>
              <Text size="sm">{t.dejarPasarAyuda}</Text>
            </Stack>
          )}
          <Button size="lg" onClick={siguiente}>
            {t.siguiente}
          </Button>
        </>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void validar(codigo);
        }}
        noValidate
      >
        <Stack gap="sm">
          <TextInput
            ref={input}
            className={eventosAdminCss.ingCodigo}
            label={t.campoCodigo}
            value={codigo}
            onChange={(e) => setCodigo(e.currentTarget.value)}
            error={inputError}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            size="lg"
          />
          <div className={eventosAdminCss.ingActions}>
            <Button type="submit" size="lg" loading={ingreso.isPending}>
              {t.validar}
            </Button>
            {hasCamera && (
              <Button
                size="lg"
                variant={isScanning ? 'default' : 'light'}
                onClick={() => {
                  setCameraError(null);
                  setScanning((on) => !on);
                }}
              >
                {isScanning ? t.detenerCamara : t.escanear}
              </Button>
            )}
          </div>
        </Stack>
      </form>
      {!hasCamera && <Text size="sm">{t.camaraNoDisponible}</Text>}
      {cameraError && (
        <Alert color="yellow" role="alert">
          {cameraError}
        </Alert>
      )}
      {isScanning && (
        <Stack gap={4} align="center">
          <QrScanner
            onCode={(text) => {
              setScanning(false);
              setCodigo(text);
              void validar(text);
            }}
            onError={(message) => {
              setScanning(false);
              setCameraError(message);
            }}
          />
          <Text size="sm">{t.camaraTexto}</Text>
        </Stack>
      )}
    </Stack>
  );
}

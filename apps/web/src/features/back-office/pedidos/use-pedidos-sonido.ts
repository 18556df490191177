import { useCallback, useEffect, useRef, useState } from 'react';

const SILENCIO_KEY = 'admin.pedidos.silencio';

type AudioContextConstructor = typeof AudioContext;

function getAudioContextConstructor(): AudioContextConstructor | null {
  if (typeof window === 'undefined') return null;
  const legacy = (window as unknown as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext;
  return window.AudioContext ?? legacy ?? null;
}

function readSilenciado(): boolean {
  try {
    return localStorage.getItem(SILENCIO_KEY) === '1';
  } catch {
    return false;
  }
}

/** Two short rising tones (about 0.35 s): noticeable over a kitchen's noise without being an alarm. */
function playBeep(context: AudioContext): void {
  const start = context.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1320],
  ] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.35, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.16);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.17);
  }
}

export interface PedidosSonido {
  /** False until a user gesture let the page play sound (browsers' autoplay rule). */
  isDesbloqueado: boolean;
  /** Whether arrivals sound (the visible toggle; remembered on this device). */
  isActivo: boolean;
  /** Without Web Audio (very old browsers) there is nothing to offer. */
  isDisponible: boolean;
  setActivo: (activo: boolean) => void;
  /** Call from a click: creates or resumes the audio context. */
  desbloquear: () => void;
  /** Beeps when unlocked and not muted; answers whether it did. */
  sonar: () => boolean;
}

/**
 * The new-order beep with the Web Audio API. Browsers only let a page play sound after a user gesture, so the
 * context starts on the first tap or key press anywhere (or the 'Activar sonido' button); until then the screen
 * offers that button.
 */
export function usePedidosSonido(): PedidosSonido {
  const contextRef = useRef<AudioContext | null>(null);
  const [isDesbloqueado, setDesbloqueado] = useState(false);
  const [isActivo, setActivoState] = useState(() => !readSilenciado());
  const isDisponible = getAudioContextConstructor() !== null;

  const desbloquear = useCallback(() => {
    const Constructor = getAudioContextConstructor();
    if (!Constructor) return;
    const context = contextRef.current ?? new Constructor();
    contextRef.current = context;
    context
      .resume()
      .then(() => setDesbloqueado(context.state === 'running'))
      .catch(() => setDesbloqueado(false));
  }, []);

  useEffect(() => {
    if (isDesbloqueado || !isDisponible) return;
    const onGesture = () => desbloquear();
    window.addEventListener('pointerdown', onGesture);
    window.addEventListener('keydown', onGesture);
    return () => {
      window.removeEventListener('pointerdown', onGesture);
      window.removeEventListener('keydown', onGesture);
    };
  }, [isDesbloqueado, isDisponible, desbloquear]);

  useEffect(
    () => () => {
      void contextRef.current?.close().catch(() => {});
      contextRef.current = null;
    },
    [],
  );

  const setActivo = useCallback((activo: boolean) => {
    setActivoState(activo);
    try {
      localStorage.setItem(SILENCIO_KEY, activo ? '0' : '1');
    } catch {
      // Storage unavailable: the choice lasts while the page is open.
    }
  }, []);

  const sonar = useCallback(() => {
    const context = contextRef.current;
    if (!isActivo || !context || context.state !== 'running') return false;
    playBeep(context);
    return true;
  }, [isActivo]);

  return { isDesbloqueado, isActivo, isDisponible, setActivo, desbloquear, sonar };
}

import { useEffect, useRef } from 'react';
import { esBackOfficeEventos as t } from '../../../i18n/es-back-office-eventos.ts';
import eventosAdminCss from './eventos-back-office.module.css';

/** The browser's own QR reader (Chrome on Android, Safari 17+); not yet in TypeScript's DOM types. */
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

/** How often a frame is read: fast enough to feel instant, slow enough for an old phone. */
const SCAN_INTERVAL_MS = 200;

type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

/** The reader: BarcodeDetector when the browser has it, else jsQR (loaded only now) on a canvas copy of the frame. */
async function createFrameReader(): Promise<FrameReader> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  if (Detector) {
    try {
      const detector = new Detector({ formats: ['qr_code'] });
      return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
    } catch {
      // A detector without QR support: fall back to jsQR.
    }
  }
  const jsQR = (await import('jsqr')).default;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    // A 480 px copy is plenty for a QR held in front of the camera, and 4× cheaper than full HD.
    const scale = Math.min(1, 480 / Math.max(video.videoWidth, video.videoHeight));
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

export function isCameraAvailable(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
}

interface QrScannerProps {
  /** The text of the first QR read (the ticket's code); the scanner stops after it. */
  onCode: (text: string) => void;
  onError: (message: string) => void;
}

/** The back camera's picture, read for a QR code until one is found; the camera is released on unmount. */
export function QrScanner({ onCode, onError }: QrScannerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  // The latest callbacks, without restarting the camera when the parent re-renders.
  const handlers = useRef({ onCode, onError });
  handlers.current = { onCode, onError };

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        const video = videoRef.current;
        if (stopped || !video) return;
        video.srcObject = stream;
        await video.play();
        const read = await createFrameReader();
        const tick = async () => {
          if (stopped) return;
          const text = await read(video).catch(() => null);
          if (text && !stopped) {
            stopped = true;
            handlers.current.onCode(text);
            return;
          }
          timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
        };
        void tick();
      } catch {
        if (!stopped) handlers.current.onError(t.camaraError);
      }
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <video ref={videoRef} className={eventosAdminCss.ingVideo} muted playsInline aria-label={t.camaraTexto}>
      <track kind="captions" />
    </video>
  );
}

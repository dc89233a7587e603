/**
 * Reads the host's QR code with this phone's camera: the rear camera in a square view with a guide, about eight
 * frames a second decoded by the browser's own BarcodeDetector where it reads QR codes, otherwise by jsQR, loaded
 * only when a scan starts so it stays out of the first screen's download. The camera is stopped as soon as a code
 * is read, on cancel and when the scanner goes away; onResult is called once.
 *
 * When there is no camera to be had (refused, missing, busy, or a page without a secure context, where browsers
 * offer no camera API at all) it says so, and that the phone's own camera app reads the code too.
 */
import { useSignal } from '@preact/signals';
import { useEffect, useId, useRef } from 'preact/hooks';
import { NET_JOIN_TEXT as T } from '../text/netJoin';
import './net.css';

/** Time between two decoding attempts: about 8 a second, gentle on a phone's battery. */
const FRAME_MS = 125;
/** Frames are scaled down to this many pixels on their long side before jsQR reads them. */
const JSQR_MAX_SIDE = 720;

type Phase = 'starting' | 'scanning' | 'denied' | 'no-camera' | 'busy' | 'no-api' | 'failed';

/** Reads a QR code in the video's current frame: its text, or null when there is none. */
type FrameDecoder = (video: HTMLVideoElement) => Promise<string | null>;

/** The part of the Barcode Detection API used here (not in TypeScript's DOM types). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** The browser's own detector when it reads QR codes (Android, macOS, ChromeOS); otherwise jsQR on a canvas. */
async function frameDecoder(): Promise<FrameDecoder> {
  const Native = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Native) {
    try {
      if ((await Native.getSupportedFormats()).includes('qr_code')) {
        const detector = new Native({ formats: ['qr_code'] });
        return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
      }
    } catch {
      // A detector that cannot say what it reads: jsQR below.
    }
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    const w = video.videoWidth;
    const h = video.videoHeight;
    if (!ctx || w === 0 || h === 0) return null;
    const scale = Math.min(1, JSQR_MAX_SIDE / Math.max(w, h));
    const cw = Math.round(w * scale);
    const ch = Math.round(h * scale);
    if (canvas.width !== cw || canvas.height !== ch) {
      canvas.width = cw;
      canvas.height = ch;
    }
    ctx.drawImage(video, 0, 0, cw, ch);
    const found = jsQR(ctx.getImageData(0, 0, cw, ch).data, cw, ch, { inversionAttempts: 'dontInvert' });
    return found?.data || null;
  };
}

/** What getUserMedia's refusal means for the player. */
function phaseOf(error: unknown): Phase {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-camera';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'failed';
}

const MESSAGE: Record<Phase, string> = {
  starting: T.starting,
  scanning: T.scanHint,
  denied: T.cameraDenied,
  'no-camera': T.noCamera,
  busy: T.cameraBusy,
  'no-api': T.noCameraApi,
  failed: T.cameraFailed,
};

export interface QrScannerProps {
  /** The text of the first QR code read (called once). */
  onResult: (text: string) => void;
  /** The player closed the scanner. */
  onCancel: () => void;
}

export function QrScanner({ onResult, onCancel }: QrScannerProps) {
  const id = useId();
  const video = useRef<HTMLVideoElement>(null);
  const phase = useSignal<Phase>('starting');
  /** Bumped by "Try again": a new attempt at the camera. */
  const attempt = useSignal(0);
  const callbacks = useRef({ onResult, onCancel });
  callbacks.current = { onResult, onCancel };
  /** Stops the current attempt's camera and decoding. */
  const stopRef = useRef<() => void>(() => {});

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
      stream = null;
      if (video.current) video.current.srcObject = null;
    };
    stopRef.current = stop;

    void (async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        phase.value = 'no-api';
        return;
      }
      phase.value = 'starting';
      let media: MediaStream;
      try {
        media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (e) {
        if (!stopped) phase.value = phaseOf(e);
        return;
      }
      if (stopped) {
        media.getTracks().forEach((t) => t.stop());
        return;
      }
      stream = media;
      for (const track of media.getVideoTracks()) {
        track.addEventListener('ended', () => {
          if (!stopped) {
            stop();
            phase.value = 'failed';
          }
        });
      }
      const v = video.current;
      if (!v) return;
      v.srcObject = media;
      try {
        await v.play();
      } catch {
        // Muted inline video may always play; if not, the frames still arrive once it does.
      }
      let decode: FrameDecoder;
      try {
        decode = await frameDecoder();
      } catch {
        if (!stopped) {
          stop();
          phase.value = 'failed';
        }
        return;
      }
      if (stopped) return;
      phase.value = 'scanning';
      const tick = async () => {
        let text: string | null = null;
        try {
          text = await decode(v);
        } catch {
          // The frame was not ready (or the detector had a hiccup): try the next one.
        }
        if (stopped) return;
        if (text) {
          stop();
          callbacks.current.onResult(text);
          return;
        }
        timer = setTimeout(() => void tick(), FRAME_MS);
      };
      void tick();
    })();
    return stop;
  }, [attempt.value]);

  const p = phase.value;
  const live = p === 'starting' || p === 'scanning';
  const canRetry = p === 'denied' || p === 'busy' || p === 'failed';
  return (
    <section class="qr-scanner" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} class="qr-scanner-title">
        {T.scanTitle}
      </h2>
      <div class="qr-scanner-view" hidden={!live}>
        <video ref={video} aria-label={T.videoLabel} muted playsInline autoplay />
        <div class="qr-scanner-guide" aria-hidden="true" />
      </div>
      <p class={`qr-scanner-message${live ? '' : ' qr-scanner-problem'}`} role="status">
        {MESSAGE[p]}
      </p>
      <p class="qr-scanner-hint">{T.cameraAppHint}</p>
      <div class="qr-scanner-buttons">
        {canRetry && (
          <button type="button" class="button" onClick={() => attempt.value++}>
            {T.retry}
          </button>
        )}
        <button
          type="button"
          class="button"
          onClick={() => {
            stopRef.current();
            callbacks.current.onCancel();
          }}
        >
          {T.cancelScan}
        </button>
      </div>
    </section>
  );
}

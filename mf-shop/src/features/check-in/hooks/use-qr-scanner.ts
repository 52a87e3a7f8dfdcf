import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { createQrDecoder } from '../lib/qr-decoder';

export type ScannerState = 'off' | 'starting' | 'on' | 'failed';

// Several frames a second answer within a second without keeping a phone's CPU busy the whole evening.
const FRAME_INTERVAL_MS = 120;

/**
 * The rear camera in `videoRef`, read for QR codes while `paused` is false; each code found goes to `onCode`. The
 * camera is started by the staff member (a button), and stopped on `stop()` and when the screen unmounts.
 */
export function useQrScanner(videoRef: RefObject<HTMLVideoElement>, paused: boolean, onCode: (code: string) => void) {
  const [state, setState] = useState<ScannerState>('off');
  const stream = useRef<MediaStream | null>(null);
  const pausedRef = useRef(paused);
  const onCodeRef = useRef(onCode);
  pausedRef.current = paused;
  onCodeRef.current = onCode;

  const stop = useCallback(() => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    setState('off');
  }, []);

  const start = useCallback(async () => {
    const video = videoRef.current;
    if (!video || stream.current) return;
    setState('starting');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      video.srcObject = stream.current;
      await video.play();
      setState('on');
    } catch {
      stream.current?.getTracks().forEach((track) => track.stop());
      stream.current = null;
      setState('failed');
    }
  }, [videoRef]);

  useEffect(() => {
    if (state !== 'on') return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void createQrDecoder().then((decode) => {
      const tick = async () => {
        if (cancelled) return;
        const video = videoRef.current;
        if (!pausedRef.current && video) {
          const code = await decode(video).catch(() => null);
          if (code && !cancelled && !pausedRef.current) onCodeRef.current(code);
        }
        timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
      };
      void tick();
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [state, videoRef]);

  useEffect(() => () => stream.current?.getTracks().forEach((track) => track.stop()), []);

  return { state, start, stop };
}

import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './media-library.module.css';

interface Props {
  src: string;
  focal: { x: number; y: number };
  onChange: (focal: { x: number; y: number }) => void;
}

const STEP = 0.05;
const round = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 100) / 100;

/**
 * The point every crop of the image keeps in view: a click on the image puts it there; the arrow keys move it while
 * the image has focus, so it works without a pointer too.
 */
export function FocalPointPicker({ src, focal, onChange }: Props) {
  const { t } = useTranslation();
  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    // A click from the keyboard (Enter, Space) has no position; the arrows move the point instead.
    if (event.detail === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (!box.width || !box.height) return;
    onChange({ x: round((event.clientX - box.left) / box.width), y: round((event.clientY - box.top) / box.height) });
  };
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const delta: Record<string, [number, number]> = { ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0], ArrowUp: [0, -STEP], ArrowDown: [0, STEP] };
    const d = delta[event.key];
    if (!d) return;
    event.preventDefault();
    onChange({ x: round(focal.x + d[0]), y: round(focal.y + d[1]) });
  };
  const percent = { x: Math.round(focal.x * 100), y: Math.round(focal.y * 100) };
  return (
    <div className={styles.focal}>
      <button type="button" className={styles.focalImage} onClick={pick} onKeyDown={move} aria-label={t('mediaLibrary.focalPick', percent)} aria-describedby="focal-help">
        <img src={src} alt="" />
        <span className={styles.focalMark} style={{ left: `${percent.x}%`, top: `${percent.y}%` }} aria-hidden="true" />
      </button>
      <p id="focal-help" className={styles.help}>
        {t('mediaLibrary.focalHelp')}
      </p>
      <p aria-live="polite">{t('mediaLibrary.focalAt', percent)}</p>
    </div>
  );
}

import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckInAnswer } from 'shared-contracts/box-office';
import { HttpError } from 'site-config/remote-kit/http';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { EventPicker } from '../../../components/staff-screen/event-picker';
import { StaffScreen } from '../../../components/staff-screen/staff-screen';
import { useCheckInTicket } from '../api/check-in-ticket';
import { useBoxOfficeEvents } from '../../../lib/get-box-office-events';
import { useUndoCheckIn } from '../api/undo-check-in';
import { useQrScanner } from '../hooks/use-qr-scanner';
import { CheckInAnswerView } from './check-in-answer';
import frame from '../../../components/staff-screen/staff-screen.module.css';
import styles from './check-in.module.css';

const SAME_CODE_PAUSE_MS = 2500;

interface Shown {
  code: string;
  answer: CheckInAnswer;
}

/**
 * The entrance on a phone: pick the event, then scan tickets with the camera or type the code printed under the QR.
 * Each answer covers the screen until "next scan"; the last admission can be taken back.
 */
export function CheckIn() {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const events = useBoxOfficeEvents(locale);
  const check = useCheckInTicket(locale);
  const undo = useUndoCheckIn(locale);
  const [eventId, setEventId] = useState<number | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [lastAdmitted, setLastAdmitted] = useState<Shown | null>(null);
  const [undone, setUndone] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const busy = useRef(false);
  // The guest often still holds the ticket up when staff tap "next": the same code is not read again at once.
  const lastSeen = useRef<{ code: string; at: number }>({ code: '', at: 0 });

  const submit = useCallback(
    (code: string) => {
      if (busy.current) return;
      busy.current = true;
      setUndone(null);
      navigator.vibrate?.(40);
      check.mutate(
        { code, event_id: eventId },
        {
          onSuccess: (answer) => {
            setShown({ code, answer });
            if (answer.result === 'valid') setLastAdmitted({ code, answer });
          },
          onSettled: () => {
            busy.current = false;
          },
        },
      );
    },
    [check, eventId],
  );
  const scanned = useCallback(
    (code: string) => {
      if (code === lastSeen.current.code && Date.now() - lastSeen.current.at < SAME_CODE_PAUSE_MS) return;
      submit(code);
    },
    [submit],
  );
  const scanner = useQrScanner(video, shown !== null || check.isPending, scanned);
  const next = () => {
    lastSeen.current = { code: shown?.code ?? '', at: Date.now() };
    setShown(null);
  };

  const typed = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const field = e.currentTarget.elements.namedItem('code') as HTMLInputElement;
    const code = field.value.trim();
    if (!code) return;
    field.value = '';
    submit(code);
  };
  const takeBack = (entry: Shown) =>
    undo.mutate(entry.code, {
      onSuccess: () => {
        setUndone(entry.answer.ticket?.ticket ?? '');
        setLastAdmitted(null);
        setShown(null);
      },
    });

  const needsLogin = events.error instanceof HttpError && events.error.status === 401;

  return (
    <StaffScreen id="check-in-title" title={t('checkIn.title')} needsLogin={needsLogin} narrow>
      <EventPicker
        locale={locale}
        events={events.data}
        value={eventId}
        onChange={setEventId}
        allLabel={t('checkIn.allEvents')}
        detail={(event) => t('checkIn.counts', { checkedIn: event.checked_in, sold: event.sold })}
      />
      {events.isError && (
        <p role="alert" className={frame.notice}>
          {t('checkIn.eventsError')}
        </p>
      )}

      <div className={styles.camera}>
        <video ref={video} className={styles.video} muted playsInline aria-label={t('checkIn.cameraView')} hidden={scanner.state !== 'on'} />
        {scanner.state === 'on' ? (
          <button type="button" className={frame.secondary} onClick={scanner.stop}>
            {t('checkIn.stopCamera')}
          </button>
        ) : (
          <button type="button" className={frame.button} onClick={() => void scanner.start()} disabled={scanner.state === 'starting'}>
            {t('checkIn.startCamera')}
          </button>
        )}
        <p role="status" className={frame.muted}>
          {scanner.state === 'on' ? t('checkIn.scanning') : scanner.state === 'failed' ? t('checkIn.cameraFailed') : ''}
        </p>
      </div>

      <form className={styles.typed} onSubmit={typed}>
        <label htmlFor="check-in-code">{t('checkIn.code')}</label>
        <div className={styles.row}>
          <input id="check-in-code" className={`${frame.input} ${styles.code}`} name="code" autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={200} />
          <button type="submit" className={frame.button} disabled={check.isPending}>
            {t('checkIn.check')}
          </button>
        </div>
      </form>

      {check.isError && (
        <p role="alert" className={frame.notice}>
          {t('checkIn.checkError')}
        </p>
      )}
      {undo.isError && (
        <p role="alert" className={frame.notice}>
          {t('checkIn.undoError')}
        </p>
      )}
      {undone !== null && <p role="status">{t('checkIn.undone', { ticket: undone })}</p>}
      {lastAdmitted && !shown && (
        <div className={styles.last}>
          <p>
            {t('checkIn.lastAdmitted', { ticket: lastAdmitted.answer.ticket?.ticket, name: lastAdmitted.answer.ticket?.name })}
          </p>
          <button type="button" className={frame.secondary} onClick={() => takeBack(lastAdmitted)} disabled={undo.isPending}>
            {t('checkIn.undoLast')}
          </button>
        </div>
      )}

      {shown && <CheckInAnswerView answer={shown.answer} onNext={next} onUndo={() => takeBack(shown)} undoing={undo.isPending} />}
    </StaffScreen>
  );
}

import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckInAnswer, CheckInDirection } from 'shared-contracts/box-office';
import { HttpError } from 'site-config/remote-kit/http';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { EventPicker } from '../../../components/staff-screen/event-picker';
import { StaffScreen } from '../../../components/staff-screen/staff-screen';
import { useBoxOfficeEvents } from '../../../lib/get-box-office-events';
import { useUndoCheckIn } from '../api/undo-check-in';
import { useDoor } from '../hooks/use-door';
import { useQrScanner } from '../hooks/use-qr-scanner';
import { defaultEventId } from '../lib/default-event';
import { loadEvents, saveEvents } from '../lib/scan-queue';
import { CheckInAnswerView } from './check-in-answer';
import { CheckInLists } from './check-in-lists';
import { DoorStatus } from './door-status';
import { TicketSearch } from './ticket-search';
import frame from '../../../components/staff-screen/staff-screen.module.css';
import styles from './check-in.module.css';

const SAME_CODE_PAUSE_MS = 2500;

interface Shown {
  code: string;
  answer: CheckInAnswer;
  offline: boolean;
}

/**
 * The entrance on a phone: it starts on today's next event, then scans tickets with the camera, by the typed code
 * or from a search by ticket number, order code or name. Each answer covers the screen until "next scan"; any
 * admission shown can be taken back. Without network it goes on against the event's downloaded ticket list.
 */
export function CheckIn() {
  const { t } = useTranslation();
  const { locale, auth } = useSlot();
  const events = useBoxOfficeEvents(locale);
  const [cached] = useState(() => (typeof window === 'undefined' ? null : loadEvents()));
  const eventList = events.data ?? cached ?? undefined;
  const undo = useUndoCheckIn(locale);
  const [eventId, setEventId] = useState<number | null>(null);
  const [picked, setPicked] = useState(false);
  const [listId, setListId] = useState<number | null>(null);
  const [direction, setDirection] = useState<CheckInDirection>('entry');
  const [shown, setShown] = useState<Shown | null>(null);
  const [lastAdmitted, setLastAdmitted] = useState<Shown | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [undone, setUndone] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const [pending, setPending] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const busy = useRef(false);
  // The guest often still holds the ticket up when staff tap "next": the same code is not read again at once.
  const lastSeen = useRef<{ code: string; at: number }>({ code: '', at: 0 });

  useEffect(() => {
    if (events.data) saveEvents(events.data);
  }, [events.data]);
  // The door starts on today's next event (Berlin time) once the events are known, until staff choose another.
  useEffect(() => {
    if (!picked && eventList) setEventId(defaultEventId(eventList, new Date()));
  }, [eventList, picked]);
  const event = eventList?.find((e) => e.id === eventId) ?? null;
  const list = event?.check_in_lists.find((l) => l.id === listId) ?? null;
  const staff = `${auth.first_name ?? ''} ${auth.last_name ?? ''}`.trim() || auth.username || '';
  const door = useDoor({ locale, eventId, list: list ? { id: list.id, allowReentry: list.allow_reentry } : null, staff });

  const chooseEvent = (id: number | null) => {
    setPicked(true);
    setEventId(id);
    setListId(null);
    setDirection('entry');
  };

  /** Checks one code; true when an answer is on the screen (only then may the typed field be emptied). */
  const submit = useCallback(
    async (code: string, force = false): Promise<boolean> => {
      if (busy.current) {
        setMessage(t('checkIn.busy'));
        return false;
      }
      busy.current = true;
      setPending(true);
      setMessage(null);
      setUndone(null);
      navigator.vibrate?.(40);
      try {
        const outcome = await door.scan({ code, force, direction: list?.allow_reentry ? direction : 'entry' });
        if (outcome.kind === 'no-list') {
          setMessage(eventId === null ? t('checkIn.offlineNoEvent') : t('checkIn.offlineNoList'));
          return false;
        }
        const entry = { code, answer: outcome.answer, offline: outcome.offline };
        setShown(entry);
        if (outcome.answer.result === 'valid') setLastAdmitted(entry);
        setVersion((v) => v + 1);
        return true;
      } catch {
        setMessage(t('checkIn.checkError'));
        return false;
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [direction, door, eventId, list, t],
  );
  const scanned = useCallback(
    (code: string) => {
      if (code === lastSeen.current.code && Date.now() - lastSeen.current.at < SAME_CODE_PAUSE_MS) return;
      void submit(code);
    },
    [submit],
  );
  const scanner = useQrScanner(video, shown !== null || pending, scanned);
  const next = () => {
    lastSeen.current = { code: shown?.code ?? '', at: Date.now() };
    setShown(null);
  };

  const typed = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const field = e.currentTarget.elements.namedItem('code') as HTMLInputElement;
    const code = field.value.trim();
    if (!code) return;
    if (await submit(code)) field.value = '';
  };
  const takeBack = (code: string, ticket: string) => {
    const done = () => {
      setUndone(ticket);
      setLastAdmitted(null);
      setShown(null);
      setVersion((v) => v + 1);
    };
    // An admission still in the offline queue is taken back on the phone; a synced one needs the server.
    if (door.dropQueued(code)) return done();
    if (!door.online) return setMessage(t('checkIn.undoError'));
    undo.mutate(code, { onSuccess: done });
  };

  const needsLogin = events.error instanceof HttpError && events.error.status === 401;

  return (
    <StaffScreen id="check-in-title" title={t('checkIn.title')} needsLogin={needsLogin} narrow>
      <EventPicker
        locale={locale}
        events={eventList}
        value={eventId}
        onChange={chooseEvent}
        allLabel={t('checkIn.allEvents')}
        detail={(e) => t('checkIn.counts', { checkedIn: e.checked_in, sold: e.sold })}
        days={{ now: new Date(), today: t('checkIn.today'), later: t('checkIn.later') }}
      />
      {events.isError && !needsLogin && !eventList && (
        <p role="alert" className={frame.notice}>
          {t('checkIn.eventsError')}
        </p>
      )}
      {event && <CheckInLists eventId={event.id} lists={event.check_in_lists} listId={listId} onList={setListId} direction={direction} onDirection={setDirection} />}
      <DoorStatus
        online={door.online}
        doorList={door.doorList}
        queue={door.queue}
        syncing={door.syncing}
        synced={door.synced}
        conflicts={door.conflicts}
        onSync={() => void door.sync()}
        onDismissConflicts={door.clearConflicts}
      />

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

      <form className={styles.typed} onSubmit={(e) => void typed(e)}>
        <label htmlFor="check-in-code">{t('checkIn.code')}</label>
        <div className={styles.row}>
          <input id="check-in-code" className={`${frame.input} ${styles.code}`} name="code" autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={200} />
          <button type="submit" className={frame.button}>
            {t('checkIn.check')}
          </button>
        </div>
      </form>

      {message && (
        <p role="alert" className={frame.notice}>
          {message}
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
          <p>{t('checkIn.lastAdmitted', { ticket: lastAdmitted.answer.ticket?.ticket, name: lastAdmitted.answer.ticket?.name })}</p>
          <button type="button" className={frame.secondary} onClick={() => takeBack(lastAdmitted.code, lastAdmitted.answer.ticket?.ticket ?? '')} disabled={undo.isPending}>
            {t('checkIn.undoLast')}
          </button>
        </div>
      )}

      <TicketSearch search={door.search} onAdmit={(ticket) => void submit(ticket.code)} onUndo={(ticket) => takeBack(ticket.code, ticket.ticket)} busy={pending || undo.isPending} version={version} />

      {shown && (
        <CheckInAnswerView
          answer={shown.answer}
          offline={shown.offline}
          onNext={next}
          onUndo={() => takeBack(shown.code, shown.answer.ticket?.ticket ?? '')}
          onAdmitAnyway={() => void submit(shown.code, true)}
          busy={pending || undo.isPending}
        />
      )}
    </StaffScreen>
  );
}

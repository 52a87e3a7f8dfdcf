import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckInDirection, CheckInList } from 'shared-contracts/box-office';
import { HttpError } from 'site-config/remote-kit/http';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { createCheckInList, updateCheckInList } from '../api/door-calls';
import frame from '../../../components/staff-screen/staff-screen.module.css';
import styles from './check-in.module.css';

interface Props {
  eventId: number;
  lists: CheckInList[];
  listId: number | null;
  onList(listId: number | null): void;
  direction: CheckInDirection;
  onDirection(direction: CheckInDirection): void;
}

/** The event's check-in lists: which one this door works with, entry or exit on a list with re-entry, and new lists. */
export function CheckInLists({ eventId, lists, listId, onList, direction, onDirection }: Props) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const chosen = lists.find((l) => l.id === listId) ?? null;
  const changed = async (run: () => Promise<CheckInList>) => {
    setError(null);
    try {
      const list = await run();
      await queryClient.invalidateQueries({ queryKey: ['shop', 'box-office-events'] });
      return list;
    } catch (failure) {
      setError(failure instanceof HttpError && failure.status === 409 ? t('checkIn.listExists') : t('checkIn.listError'));
      return null;
    }
  };
  const add = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const name = String(data.get('name') ?? '').trim();
    if (!name) return;
    const list = await changed(() => createCheckInList(locale, eventId, { name, allow_reentry: data.get('allow_reentry') === 'on' }));
    if (list) {
      form.reset();
      onList(list.id);
    }
  };

  return (
    <div className={styles.lists}>
      {lists.length > 0 && (
        <label className={frame.field}>
          <span>{t('checkIn.list')}</span>
          <select value={listId ?? ''} onChange={(e) => onList(e.target.value ? Number(e.target.value) : null)}>
            <option value="">{t('checkIn.plainList')}</option>
            {lists.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
                {l.allow_reentry ? ` (${t('checkIn.reentry')})` : ''}
              </option>
            ))}
          </select>
        </label>
      )}
      {chosen?.allow_reentry && (
        <fieldset className={styles.direction}>
          <legend>{t('checkIn.direction')}</legend>
          {(['entry', 'exit'] as const).map((d) => (
            <label key={d}>
              <input type="radio" name="direction" value={d} checked={direction === d} onChange={() => onDirection(d)} /> {t(`checkIn.${d}`)}
            </label>
          ))}
        </fieldset>
      )}
      <details className={styles.manage}>
        <summary>{t('checkIn.listsTitle')}</summary>
        <ul>
          {lists.map((l) => (
            <li key={l.id}>
              <label>
                <input type="checkbox" checked={l.allow_reentry} onChange={(e) => void changed(() => updateCheckInList(locale, l.id, { allow_reentry: e.target.checked }))} />{' '}
                {l.name}: {t('checkIn.listReentry')}
              </label>
            </li>
          ))}
        </ul>
        <form onSubmit={(e) => void add(e)} className={styles.typed}>
          <label htmlFor="check-in-list-name">{t('checkIn.listName')}</label>
          <input id="check-in-list-name" name="name" className={frame.input} maxLength={80} required />
          <label>
            <input type="checkbox" name="allow_reentry" /> {t('checkIn.listReentry')}
          </label>
          <button type="submit" className={frame.secondary}>
            {t('checkIn.addList')}
          </button>
        </form>
        {error && <p role="alert" className={frame.notice}>{error}</p>}
      </details>
    </div>
  );
}

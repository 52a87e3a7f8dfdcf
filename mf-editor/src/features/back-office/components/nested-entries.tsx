import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDescriptor, ResourceEntry } from 'shared-contracts/back-office/descriptor';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { useResourceList } from '../api/get-resource-list';
import { NestedEntryForm } from './nested-entry-form';
import styles from './back-office.module.css';

/** More than a screen's event ever has (seat groups, or one group's prices and time slots). */
const NESTED_PAGE = 200;

interface Props {
  descriptor: ResourceDescriptor;
  parentField: string;
  parentId: number;
  /** What the add button adds to ("Parkett"), when the list is one of several on the screen. */
  parentName?: string;
  canWrite: boolean;
  /** The line an entry is shown by while folded: its name and what staff check at a glance. */
  summary(entry: ResourceEntry): string;
  /** The short name its buttons carry. */
  name(entry: ResourceEntry): string;
  /** What belongs to each entry in turn (a seat group's prices and time slots). */
  children?(entry: ResourceEntry): ReactNode;
  headingLevel: 3 | 4;
}

/**
 * The entries of one kind that belong to one parent, listed on the parent's screen: each folds open to its own form,
 * and a new one is added in place. The generic list of the kind stays for searching across the programme.
 */
export function NestedEntries({ descriptor: d, parentField, parentId, parentName, canWrite, summary, name, children, headingLevel }: Props) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const ids = useId();
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const sort = 'sort' in d.fields ? 'sort' : d.defaultSort;
  const list = useResourceList(locale, d.kind, { q: '', page: 1, sort, pageSize: NESTED_PAGE, filters: { [parentField]: String(parentId) } });
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const label = d.label[locale];
  const addLabel = t('backOffice.list.add', { item: d.singular[locale] });

  return (
    <section aria-labelledby={`${ids}-title`} className={styles.nested}>
      <Heading id={`${ids}-title`}>{parentName ? `${label}: ${parentName}` : label}</Heading>
      <div role="status">{notice && <p>{notice}</p>}</div>
      {list.isPending && <p aria-busy="true">{t('backOffice.loading')}</p>}
      {list.isError && <p role="alert">{t('backOffice.loadFailed')}</p>}
      {list.data && list.data.items.length === 0 && <p>{t('backOffice.nested.none', { what: label })}</p>}
      {list.data && list.data.items.length > 0 && (
        <ul className={styles.nestedList}>
          {list.data.items.map((entry) => (
            <li key={entry.id}>
              <details className={styles.nestedItem}>
                <summary>{summary(entry)}</summary>
                <NestedEntryForm key={entry.version} descriptor={d} parentField={parentField} parentId={parentId} entry={entry} name={name(entry)} canWrite={canWrite} onDone={setNotice} />
                {children?.(entry)}
              </details>
            </li>
          ))}
        </ul>
      )}
      {canWrite &&
        (adding ? (
          <div className={styles.nestedItem}>
            <p className={styles.fieldLabel}>{t('backOffice.newEntry', { what: d.singular[locale] })}</p>
            <NestedEntryForm
              descriptor={d}
              parentField={parentField}
              parentId={parentId}
              entry={null}
              name={d.singular[locale]}
              canWrite
              onDone={(text) => {
                setAdding(false);
                setNotice(text);
              }}
              onCancel={() => setAdding(false)}
            />
          </div>
        ) : (
          <button type="button" className={styles.listAdd} onClick={() => setAdding(true)} aria-label={parentName ? `${addLabel}: ${parentName}` : undefined}>
            {addLabel}
          </button>
        ))}
    </section>
  );
}

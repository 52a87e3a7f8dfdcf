import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { hasBackOfficeKind } from 'shared-contracts/back-office/kind-names';
import { LOCALES } from 'shared-contracts/locales';
import { buildPath } from 'shared-contracts/routes';
import type { AdminEntityType } from 'shared-contracts/site';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { choiceDate } from '../../choosers/components/choice-date';
import { useEntityOverview } from '../api/entity';
import styles from '../../page-editing/components/page-editor.module.css';

/**
 * The screen behind "edit in admin" of programme and magazine entries: what the site knows of the entry (name, date,
 * its address in both languages) and the pages that show or link it, each opened in edit mode.
 */
export function EntityDialog({ type, id, onClose }: { type: AdminEntityType; id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { locale, host } = useSlot();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const entity = useEntityOverview(locale, type, id);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog?.setAttribute('open', '');
  }, []);
  const open = (url: string) => (onClose(), host.navigate(url));
  return (
    <dialog ref={ref} className={`${styles.dialog} ${styles.wide}`} aria-labelledby={titleId} onCancel={(e) => (e.preventDefault(), onClose())}>
      <div className={styles.dialogForm}>
        <header className={styles.dialogHeader}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {entity.data ? `${t(`types.${type}`)}: ${entity.data.name}` : t(`types.${type}`)}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('entity.close')}>
            ×
          </button>
        </header>
        {entity.isError && <p role="alert">{t('editor.failed')}</p>}
        {entity.data && (
          <>
            {hasBackOfficeKind(type) ? (
              <p>
                <a href={buildPath('cms-hub-resource', locale, { kind: type, id: String(id) })} onClick={(e) => (e.preventDefault(), open(buildPath('cms-hub-resource', locale, { kind: type, id: String(id) })))}>
                  {t('entity.backOffice')}
                </a>
              </p>
            ) : (
              <p className={styles.hint}>{t('entity.source')}</p>
            )}
            <dl className={styles.facts}>
              <div className={styles.factRow}>
                <dt>{t('entity.id')}</dt>
                <dd>{entity.data.id}</dd>
              </div>
              {entity.data.date && (
                <div className={styles.factRow}>
                  <dt>{t('entity.date')}</dt>
                  <dd>{choiceDate(entity.data.date, locale)}</dd>
                </div>
              )}
              {LOCALES.map((lang) => (
                <div key={lang} className={styles.factRow}>
                  <dt>{t('entity.address', { language: t(`settings.language.${lang}`) })}</dt>
                  <dd>
                    <a href={entity.data!.urls[lang]} lang={lang}>
                      {entity.data!.urls[lang]}
                    </a>
                  </dd>
                </div>
              ))}
            </dl>
            <h3 className={styles.label}>{t('entity.usedOn')}</h3>
            {entity.data.used_on.length ? (
              <ul className={styles.pageList}>
                {entity.data.used_on.map((page) => (
                  <li key={page.page_id} className={styles.pageRow}>
                    <span className={styles.pageName}>
                      {page.title}
                      {!page.is_online && <span className={styles.offlineBadge}>{t('pages.offline')}</span>}
                      <span className={styles.hint}>{page.url}</span>
                    </span>
                    <button type="button" className={styles.secondary} onClick={() => open(`${page.url}?edit`)} aria-label={t('pages.edit', { title: page.title })}>
                      {t('pages.editShort')}
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t('entity.unused')}</p>
            )}
          </>
        )}
      </div>
    </dialog>
  );
}

import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from 'shared-contracts/locales';
import { COLUMN_LAYOUTS, type ColumnLayout } from 'shared-contracts/site';
import { HttpError } from 'site-config/remote-kit/http';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { createTreePage } from '../api/write-page-tree';
import type { TreeRow } from './tree-shape';
import { segmentOf } from './slug';
import styles from './page-tree.module.css';

type Language = { title: string; segment: string; touched: boolean };
const LANGS: Locale[] = ['de', 'en'];
const empty = (): Language => ({ title: '', segment: '', touched: false });

interface Props {
  rows: TreeRow[];
  parent: number | null;
  onParent: (parent: number | null) => void;
  onCreated: (id: number, title: string) => void;
}

/** A new page: its parent, title and address segment per language, the first section's layout, and whether it goes in the menu. */
export function CreatePageForm({ rows, parent, onParent, onCreated }: Props) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const [langs, setLangs] = useState<Record<Locale, Language>>({ de: empty(), en: empty() });
  const [layout, setLayout] = useState<ColumnLayout>('100');
  const [inMenu, setInMenu] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const parentUrl = rows.find((r) => r.node.id === parent)?.node.url ?? `/${locale}`;

  const setTitle = (lang: Locale, title: string) =>
    setLangs((all) => ({ ...all, [lang]: { ...all[lang], title, segment: all[lang].touched ? all[lang].segment : segmentOf(title) } }));
  const setSegment = (lang: Locale, segment: string) => setLangs((all) => ({ ...all, [lang]: { ...all[lang], segment, touched: true } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailed(false);
    setErrors({});
    try {
      const translations = { de: { title: langs.de.title, segment: langs.de.segment }, en: { title: langs.en.title, segment: langs.en.segment } };
      const { id } = await createTreePage(locale, { parent, layout, in_menu: inMenu, translations });
      setLangs({ de: empty(), en: empty() });
      onCreated(id, langs[locale].title);
    } catch (error) {
      const body = (error instanceof HttpError ? error.body : null) as { field?: string; message?: string; errors?: Record<string, string> } | null;
      if (error instanceof HttpError && error.status === 400 && body?.field) setErrors(body.errors ?? { [body.field]: body.message ?? '' });
      else setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const errorOf = (field: string) => Object.entries(errors).find(([key]) => key === field || key.endsWith(`.${field}`))?.[1]?.replace(/^[\w.]+: /, '');

  return (
    <form className={styles.create} onSubmit={submit} aria-labelledby="page-tree-create" noValidate>
      <h2 id="page-tree-create">{t('pageTree.createTitle')}</h2>
      <div className={styles.field}>
        <label htmlFor="page-tree-parent">{t('pageTree.parent')}</label>
        <select id="page-tree-parent" value={parent ?? ''} onChange={(e) => onParent(e.target.value ? Number(e.target.value) : null)}>
          <option value="">{t('pageTree.topLevel')}</option>
          {rows.map((r) => (
            <option key={r.node.id} value={r.node.id}>
              {`${'– '.repeat(r.depth)}${r.node.title}`}
            </option>
          ))}
        </select>
      </div>
      {LANGS.map((lang) => {
        const titleError = errorOf(`translations.${lang}.title`);
        const segmentError = errorOf(`translations.${lang}.segment`);
        return (
          <fieldset key={lang} className={styles.language}>
            <legend>{t(`pageTree.language.${lang}`)}</legend>
            <div className={styles.field}>
              <label htmlFor={`page-tree-title-${lang}`}>{t('pageTree.pageTitle')}</label>
              <input id={`page-tree-title-${lang}`} value={langs[lang].title} onChange={(e) => setTitle(lang, e.target.value)} aria-invalid={titleError ? true : undefined}
                aria-describedby={titleError ? `page-tree-title-${lang}-error` : undefined} required lang={lang} />
              {titleError && <span id={`page-tree-title-${lang}-error`} className={styles.error}>{titleError}</span>}
            </div>
            <div className={styles.field}>
              <label htmlFor={`page-tree-segment-${lang}`}>{t('pageTree.segment')}</label>
              <input id={`page-tree-segment-${lang}`} value={langs[lang].segment} onChange={(e) => setSegment(lang, e.target.value)} aria-invalid={segmentError ? true : undefined}
                aria-describedby={`page-tree-segment-${lang}-hint${segmentError ? ` page-tree-segment-${lang}-error` : ''}`} required spellCheck={false} autoCapitalize="off" />
              <span id={`page-tree-segment-${lang}-hint`} className={styles.help}>
                {t('pageTree.addressPreview', { url: lang === locale ? `${parentUrl === `/${locale}` ? `/${lang}` : parentUrl}/${langs[lang].segment}` : `/${lang}/…/${langs[lang].segment}` })}
              </span>
              {segmentError && <span id={`page-tree-segment-${lang}-error`} className={styles.error}>{segmentError}</span>}
            </div>
          </fieldset>
        );
      })}
      <div className={styles.field}>
        <label htmlFor="page-tree-layout">{t('pageTree.layout')}</label>
        <select id="page-tree-layout" value={layout} onChange={(e) => setLayout(e.target.value as ColumnLayout)}>
          {COLUMN_LAYOUTS.map((l) => (
            <option key={l} value={l}>
              {t(`pageTree.layouts.${l}`)}
            </option>
          ))}
        </select>
      </div>
      <label className={styles.inline}>
        <input type="checkbox" checked={inMenu} onChange={(e) => setInMenu(e.target.checked)} /> {t('pageTree.inMenu')}
      </label>
      {Object.keys(errors).length > 0 && <p role="alert" className={styles.error}>{t('pageTree.fieldErrors')}</p>}
      {failed && <p role="alert" className={styles.error}>{t('pageTree.failed')}</p>}
      <div>
        <button type="submit" className={styles.primary} disabled={busy}>
          {busy ? t('pageTree.creating') : t('pageTree.create')}
        </button>
      </div>
    </form>
  );
}

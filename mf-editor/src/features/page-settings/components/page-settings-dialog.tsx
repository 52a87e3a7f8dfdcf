import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from 'shared-contracts/locales';
import { OG_TYPES } from 'shared-contracts/modules';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { HttpError } from 'site-config/remote-kit/http';
import { ImageFinder } from '../../media/components/image-finder';
import type { PageSettings, PageTexts } from 'shared-contracts/editor/page-settings';
import { useSavePageSettings, usePageSettings } from '../api/page-settings';
import { settingsPatch } from '../api/settings-diff';
import styles from '../../page-editing/components/page-editor.module.css';

/** Lower-case words joined by hyphens, folders by single slashes: the rule the server applies too. */
const PATH = /^([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/;
const FLAGS = ['is_online', 'in_menu', 'in_footer', 'is_landing_page'] as const;
const TEXTS: Array<{ name: Exclude<keyof PageTexts, 'url' | 'path'>; area?: boolean }> = [
  { name: 'title' },
  { name: 'headline' },
  { name: 'meta_title' },
  { name: 'meta_description', area: true },
  { name: 'og_title' },
  { name: 'og_description', area: true },
];

/** Client-side checks before anything is sent (the server checks again and names the field on 400). */
function validate(settings: PageSettings, t: (key: string) => string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const locale of LOCALES) {
    const texts = settings.translations[locale];
    if (!texts.title.trim()) errors[`translations.${locale}.title`] = t('editor.required');
    if (!PATH.test(texts.path.trim())) errors[`translations.${locale}.path`] = t('settings.invalidPath');
  }
  return errors;
}

/** The page settings screen: title, headline, address, meta and sharing fields per language, and the page's flags. */
export function PageSettingsDialog({ pageId, onSaved, onClose }: { pageId: number; onSaved: (settings: PageSettings) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const loaded = usePageSettings(locale, pageId);
  const save = useSavePageSettings(locale, pageId);
  const [values, setValues] = useState<PageSettings | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [imageOpen, setImageOpen] = useState(false);
  const [failed, setFailed] = useState('');

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog?.setAttribute('open', '');
  }, []);
  useEffect(() => {
    if (loaded.data && !values) setValues(loaded.data);
  }, [loaded.data, values]);

  const setText = (lang: Locale, name: keyof PageTexts, value: string) =>
    setValues((v) => (v ? { ...v, translations: { ...v.translations, [lang]: { ...v.translations[lang], [name]: value } } } : v));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values || !loaded.data) return;
    const found = validate(values, t);
    setErrors(found);
    setFailed('');
    if (Object.keys(found).length) {
      requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    save.mutate(settingsPatch(loaded.data, values), {
      onSuccess: () => onSaved(values),
      onError: (error) => {
        const body = error instanceof HttpError ? (error.body as { errors?: Record<string, string>; field?: string; message?: string } | null) : null;
        const fieldErrors = body?.errors ?? (body?.field ? { [body.field]: body.message ?? '' } : {});
        setErrors(fieldErrors);
        setFailed(error instanceof HttpError && error.status === 409 ? t('settings.conflict') : t('editor.failed'));
      },
    });
  };

  const field = (key: string, label: string, control: (a11y: Record<string, unknown>) => JSX.Element, hint?: string) => {
    const fieldId = `${id}-${key.replace(/\./g, '-')}`;
    const error = errors[key];
    const describedBy = [error ? `${fieldId}-error` : '', hint ? `${fieldId}-hint` : ''].filter(Boolean).join(' ') || undefined;
    return (
      <div className={styles.field} key={key}>
        <label htmlFor={fieldId} className={styles.label}>
          {label}
        </label>
        {control({ id: fieldId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
        {hint && <p id={`${fieldId}-hint`} className={styles.hint}>{hint}</p>}
        {error && <p id={`${fieldId}-error`} className={styles.error}>{error}</p>}
      </div>
    );
  };

  return (
    <dialog ref={ref} className={`${styles.dialog} ${styles.wide}`} aria-labelledby={`${id}-title`} onCancel={(e) => (e.preventDefault(), onClose())}>
      <form onSubmit={submit} noValidate className={styles.dialogForm}>
        <header className={styles.dialogHeader}>
          <h2 id={`${id}-title`} className={styles.dialogTitle}>
            {t('settings.title')}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('settings.close')}>
            ×
          </button>
        </header>
        {loaded.isError && <p role="alert">{t('editor.failed')}</p>}
        {values && (
          <>
            <fieldset className={styles.settingsGroup}>
              <legend className={styles.label}>{t('settings.flags')}</legend>
              {FLAGS.map((flag) => (
                <label key={flag} className={styles.checkbox}>
                  <input type="checkbox" checked={values[flag]} onChange={(e) => setValues({ ...values, [flag]: e.target.checked })} />
                  {t(`settings.${flag}`)}
                </label>
              ))}
            </fieldset>
            <div className={styles.settingsColumns}>
              {LOCALES.map((lang) => (
                <fieldset key={lang} className={styles.settingsGroup} lang={lang}>
                  <legend className={styles.label}>{t(`settings.language.${lang}`)}</legend>
                  {field(`translations.${lang}.path`, t('settings.path'), (a11y) => (
                    <div className={styles.pathRow}>
                      <span aria-hidden="true">/{lang}/</span>
                      <input {...a11y} className={styles.input} value={values.translations[lang].path} onChange={(e) => setText(lang, 'path', e.target.value)} />
                    </div>
                  ), t('settings.pathHint'))}
                  {TEXTS.map(({ name, area }) =>
                    field(`translations.${lang}.${name}`, t(name === 'title' ? 'settings.title_' : `settings.${name}`), (a11y) =>
                      area ? (
                        <textarea {...a11y} className={styles.input} rows={3} value={values.translations[lang][name]} onChange={(e) => setText(lang, name, e.target.value)} />
                      ) : (
                        <input {...a11y} className={styles.input} value={values.translations[lang][name]} onChange={(e) => setText(lang, name, e.target.value)} />
                      ),
                    ),
                  )}
                </fieldset>
              ))}
            </div>
            <fieldset className={styles.settingsGroup}>
              <legend className={styles.label}>{t('settings.sharing')}</legend>
              {field('og_type', t('settings.og_type'), (a11y) => (
                <select {...a11y} className={styles.input} value={values.og_type} onChange={(e) => setValues({ ...values, og_type: e.target.value })}>
                  {OG_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`settings.ogTypes.${type}`)}
                    </option>
                  ))}
                </select>
              ))}
              <div className={styles.field}>
                <span className={styles.label} id={`${id}-og-image`}>
                  {t('settings.og_image')}
                </span>
                <div className={styles.imageRow}>
                  {values.og_image ? <img className={styles.preview} src={values.og_image} alt="" width={96} height={64} /> : <span className={styles.hint}>{t('settings.noImage')}</span>}
                  <button type="button" className={styles.secondary} aria-describedby={`${id}-og-image`} onClick={() => setImageOpen(true)}>
                    {t('media.open')}
                  </button>
                  {values.og_image && (
                    <button type="button" className={styles.secondary} aria-describedby={`${id}-og-image`} onClick={() => setValues({ ...values, og_image: null })}>
                      {t('files.clear')}
                    </button>
                  )}
                </div>
                {errors.og_image && <p className={styles.error}>{errors.og_image}</p>}
              </div>
            </fieldset>
          </>
        )}
        {failed && (
          <p className={styles.warning} role="alert">
            {failed}
          </p>
        )}
        <footer className={styles.dialogFooter}>
          <button type="submit" className={styles.primary} disabled={!values || save.isPending} aria-busy={save.isPending}>
            {save.isPending ? t('editor.saving') : t('editor.save')}
          </button>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {t('editor.cancel')}
          </button>
        </footer>
      </form>
      {imageOpen && values && <ImageFinder onChoose={(url) => (setValues({ ...values, og_image: url }), setImageOpen(false))} onClose={() => setImageOpen(false)} />}
    </dialog>
  );
}

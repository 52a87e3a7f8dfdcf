import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from './rich-text-editor';
import styles from './page-editor.module.css';

export interface FaqItem {
  question: string;
  answer: string;
}

/** The FAQ's questions and answers: added, edited, removed and reordered inside the FAQ's own form. */
export function FaqItemsField({ items, error, onChange }: { items: FaqItem[]; error?: string; onChange: (items: FaqItem[]) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const set = (index: number, patch: Partial<FaqItem>) => onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    onChange(next);
  };
  return (
    <fieldset className={styles.items} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.label}>{t('fields.items_faq')}</legend>
      {items.map((item, index) => (
        <div key={index} className={styles.item}>
          <label className={styles.label} htmlFor={`${id}-q${index}`}>
            {t('faq.question', { n: index + 1 })}
          </label>
          <input id={`${id}-q${index}`} className={styles.input} value={item.question} onChange={(e) => set(index, { question: e.target.value })} aria-invalid={error && !item.question.trim() ? true : undefined} />
          <span id={`${id}-a${index}`} className={styles.label}>
            {t('faq.answer', { n: index + 1 })}
          </span>
          <RichTextEditor id={`${id}-answer${index}`} labelledBy={`${id}-a${index}`} value={item.answer} onChange={(answer) => set(index, { answer })} />
          <div className={styles.row}>
            <button type="button" className={styles.secondary} disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={t('faq.up', { n: index + 1 })}>
              ↑
            </button>
            <button type="button" className={styles.secondary} disabled={index === items.length - 1} onClick={() => move(index, index + 1)} aria-label={t('faq.down', { n: index + 1 })}>
              ↓
            </button>
            <button type="button" className={styles.secondary} onClick={() => onChange(items.filter((_, i) => i !== index))} aria-label={t('faq.remove', { n: index + 1 })}>
              {t('faq.removeShort')}
            </button>
          </div>
        </div>
      ))}
      <button type="button" className={styles.secondary} onClick={() => onChange([...items, { question: '', answer: '' }])}>
        {t('faq.add')}
      </button>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

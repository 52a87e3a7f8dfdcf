import { useTranslation } from 'react-i18next';
import { str } from '../../../lib/module-data';
import type { ModuleViewProps } from './module-views';
import styles from './lists.module.css';
import { CmsHtml } from '../../../lib/cms-html';

interface FaqItem {
  question: string;
  answer: string;
}

/** FAQ: native disclosure widgets, so keyboard and screen readers work without scripting. */
export function FaqModule({ module }: ModuleViewProps) {
  const { t } = useTranslation();
  const items = (Array.isArray(module.data.items) ? (module.data.items as FaqItem[]) : []).filter((item) => item && typeof item.question === 'string' && item.question);
  if (!items.length) return null;
  const headline = str(module.data, 'headline');
  return (
    <section className={styles.faq} id={str(module.data, 'anchor') || undefined} aria-label={headline || t('modules.faq')}>
      {headline && <h2 className={styles.faqHeadline}>{headline}</h2>}
      {items.map((item, index) => (
        <details key={index} className={styles.faqItem}>
          <summary className={styles.faqQuestion}>{item.question}</summary>
          <CmsHtml className={styles.faqAnswer} html={item.answer ?? ''} />
        </details>
      ))}
    </section>
  );
}

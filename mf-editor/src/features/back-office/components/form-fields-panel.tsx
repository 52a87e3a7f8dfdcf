import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceEntry } from 'shared-contracts/back-office/descriptor';
import { FORM_FIELD_TYPE_LABELS } from 'shared-contracts/back-office/forms';
import { SiteLink } from 'site-config/remote-kit/site-link';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { formFieldsKey, saveFieldOrder, useFieldsOfForm } from '../api/form-entries';
import { NEW_ID, screenPath } from '../api/resource-paths';
import styles from './back-office.module.css';

/** The form's fields in the order visitors see them: each opens in the generic form; up and down reorder them. */
export function FormFieldsPanel({ formId, canWrite }: { formId: number; canWrite: boolean }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const queryClient = useQueryClient();
  const fields = useFieldsOfForm(locale, formId);
  const [status, setStatus] = useState<string | null>(null);
  const items = fields.data?.items ?? [];
  const typeName = (type: unknown) => FORM_FIELD_TYPE_LABELS.find((f) => f.value === Number(type))?.label[locale] ?? String(type);

  const move = async (index: number, by: -1 | 1) => {
    const ordered: ResourceEntry[] = [...items];
    [ordered[index], ordered[index + by]] = [ordered[index + by], ordered[index]];
    try {
      await saveFieldOrder(locale, ordered);
      setStatus(t('formsAdmin.fields.moved', { label: String(ordered[index + by].label_de) }));
    } catch {
      setStatus(t('backOffice.failed'));
    }
    await queryClient.invalidateQueries({ queryKey: formFieldsKey(formId) });
  };

  return (
    <section aria-labelledby="form-fields-title" className={styles.panel}>
      <h2 id="form-fields-title">{t('formsAdmin.fields.title')}</h2>
      <p role="status">{status}</p>
      {fields.isError && <p role="alert">{t('backOffice.loadFailed')}</p>}
      {fields.data && items.length === 0 && <p>{t('formsAdmin.fields.none')}</p>}
      {items.length > 0 && (
        <ol className={styles.fieldOrder}>
          {items.map((f, index) => (
            <li key={f.id}>
              <SiteLink href={screenPath(locale, 'form-fields', f.id)} aria-label={t('backOffice.edit', { title: String(f[`label_${locale}`]) })}>
                {String(f[`label_${locale}`])}
              </SiteLink>{' '}
              <span className={styles.help}>
                {typeName(f.field_type)}
                {f.required ? `, ${t('formsAdmin.fields.required')}` : ''}
              </span>
              {canWrite && (
                <span className={styles.moveButtons}>
                  <button type="button" disabled={index === 0} onClick={() => void move(index, -1)} aria-label={t('formsAdmin.fields.up', { label: String(f[`label_${locale}`]) })}>
                    ↑
                  </button>
                  <button type="button" disabled={index === items.length - 1} onClick={() => void move(index, 1)} aria-label={t('formsAdmin.fields.down', { label: String(f[`label_${locale}`]) })}>
                    ↓
                  </button>
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {canWrite && (
        <p>
          <SiteLink className={styles.primary} href={screenPath(locale, 'form-fields', NEW_ID)}>
            {t('formsAdmin.fields.add')}
          </SiteLink>
        </p>
      )}
    </section>
  );
}

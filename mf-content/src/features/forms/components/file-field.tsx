import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { useCreateTempFile } from '../api/create-temp-file';
import styles from './form-page.module.css';

/** File fields upload at once to temp-files; the form entry then refers to the temp file's id. */
export function FileField({ inputProps, onUploaded }: { inputProps: Record<string, unknown>; onUploaded: (id: string) => void }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const upload = useCreateTempFile(locale);
  const [name, setName] = useState('');
  return (
    <>
      <input
        {...inputProps}
        type="file"
        className={styles.file}
        accept=".pdf,.jpg,.jpeg,.png,.webp,.docx"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          upload.mutate(file, {
            onSuccess: (temp) => {
              setName(temp.name);
              onUploaded(temp.id);
            },
            onError: () => onUploaded(''),
          });
        }}
      />
      <p className={styles.help} role="status">
        {upload.isPending ? t('form.uploading') : upload.isError ? t('form.uploadError') : name ? t('form.uploaded', { name }) : ''}
      </p>
    </>
  );
}

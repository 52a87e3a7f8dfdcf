import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageFinder } from '../../media/components/image-finder';
import styles from './back-office.module.css';

interface Props {
  labelId: string;
  label: string;
  /** The chosen image's url, '' for none. */
  value: string;
  describedBy?: string;
  invalid?: boolean;
  readOnly?: boolean;
  onChange(url: string): void;
}

/** An image of the media library: a thumbnail of the chosen one, the finder to choose or upload another, and clear. */
export function ImageField({ labelId, label, value, describedBy, invalid, readOnly, onChange }: Props) {
  const { t } = useTranslation();
  const [finding, setFinding] = useState(false);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const file = value.split('/').pop() ?? value;
  // Focus returns to the button that opened the finder or stood beside the removed image, so the keyboard stays put.
  const close = () => {
    setFinding(false);
    chooseRef.current?.focus();
  };
  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={describedBy} aria-invalid={invalid ? true : undefined} className={styles.imageField}>
      {value ? (
        <figure className={styles.imagePreview}>
          <img src={value} alt="" width={160} height={110} loading="lazy" />
          <figcaption>{t('backOffice.image.chosen', { file })}</figcaption>
        </figure>
      ) : (
        <p className={styles.imageNone}>{t('backOffice.image.none')}</p>
      )}
      {!readOnly && (
        <div className={styles.imageButtons}>
          <button type="button" ref={chooseRef} onClick={() => setFinding(true)}>
            {t(value ? 'backOffice.image.change' : 'backOffice.image.choose', { field: label })}
          </button>
          {value && (
            <button
              type="button"
              onClick={() => {
                onChange('');
                chooseRef.current?.focus();
              }}
            >
              {t('backOffice.image.clear', { field: label })}
            </button>
          )}
        </div>
      )}
      {finding && (
        <ImageFinder
          onChoose={(url) => {
            onChange(url);
            close();
          }}
          onClose={close}
        />
      )}
    </div>
  );
}

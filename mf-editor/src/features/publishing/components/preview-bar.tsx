import { useTranslation } from 'react-i18next';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { useEditorPage } from '../../page-editing/api/get-editor-page';
import { usePublication } from '../api/publication';
import styles from '../../versions/components/version-bar.module.css';
import controls from './publish-controls.module.css';

/** The address of the visitors' view of a page: its published version, without edit mode. */
export const previewAddress = (pathname: string, publishedVersionId: number | null) =>
  publishedVersionId ? `${pathname}?v=${publishedVersionId}&preview` : `${pathname}?preview`;

/**
 * Shown while staff look at a page as visitors do (`?preview`): the published version, no draft, no edit buttons,
 * still logged in. Says so, or says that visitors do not get this page at all, and leads back.
 */
export function PreviewBar({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const { locale, host } = useSlot();
  const page = useEditorPage(locale, pathname, true);
  const publication = usePublication(locale, page.data?.id);
  const hidden = publication.data && publication.data.published_version_id === null;
  return (
    <div className={styles.bar} role="region" aria-label={t('preview.region')}>
      <p className={styles.label}>{hidden ? t('preview.hidden') : t('preview.showing')}</p>
      <div className={styles.actions}>
        <a className={styles.link} href={pathname} onClick={(e) => (e.preventDefault(), host.navigate(pathname))}>
          {t('preview.leave')}
        </a>
      </div>
    </div>
  );
}

/** The toolbar's switch between the editor's view (draft) and the visitors' view; only on pages of the CMS. */
export function PreviewSwitch({ pathname, on }: { pathname: string; on: boolean }) {
  const { t } = useTranslation();
  const { locale, host } = useSlot();
  const page = useEditorPage(locale, pathname, true);
  const publication = usePublication(locale, page.data?.id);
  if (!publication.data) return null;
  return (
    <button type="button" className={controls.secondary} aria-pressed={on} onClick={() => host.navigate(on ? pathname : previewAddress(pathname, publication.data.published_version_id))}>
      {t('preview.switch')}
    </button>
  );
}

import { useTranslation } from 'react-i18next';
import { matchRoute } from 'shared-contracts/routes';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { useEditorPage } from '../../page-editing/api/get-editor-page';
import styles from './toolbar.module.css';

/** Staff see offline pages (visitors get a 404): this bar says so on the page itself. */
export function OfflineMark({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const route = matchRoute(pathname)?.name;
  const page = useEditorPage(locale, pathname, route === 'catch-all' || route === 'home');
  if (!page.data || page.data.is_online) return null;
  return (
    <p className={styles.offline} role="status">
      <strong>{t('toolbar.offline')}</strong> {t('toolbar.offlineHint')}
    </p>
  );
}

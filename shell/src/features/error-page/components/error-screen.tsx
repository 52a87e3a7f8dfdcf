import { Component, type ReactNode } from 'react';
import { useT } from '../../../i18n/i18n';
import { ErrorLayout } from './error-layout';
import { ErrorPage, type ErrorVariant } from './error-page';
import styles from './error-page.module.css';

interface Props {
  status: number;
  variant?: ErrorVariant;
  message?: string;
}

/** The error layout with the error page; if the error page itself breaks, a last plain message with a link home. */
export function ErrorScreen(props: Props) {
  return (
    <ErrorLayout>
      <ErrorPageBoundary>
        <ErrorPage {...props} />
      </ErrorPageBoundary>
    </ErrorLayout>
  );
}

class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[shell] the error page failed', error);
  }
  override render() {
    return this.state.failed ? <ErrorPageFailed /> : this.props.children;
  }
}

export function ErrorPageFailed() {
  const { t, locale } = useT();
  return (
    <div className={styles.page}>
      <p className={styles.text}>{t('error.errorPageFailed')}</p>
      <a className={styles.home} href={`/${locale}`}>
        {t('error.toStart')}
      </a>
    </div>
  );
}

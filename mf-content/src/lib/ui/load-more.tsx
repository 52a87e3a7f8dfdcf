import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ui.module.css';

/**
 * Paging: the next page loads when this trigger comes within a 170% margin of the viewport and no load
 * is running; the button is the keyboard and no-observer fallback.
 */
export function LoadMore({ hasMore, loading, onLoad, label }: { hasMore: boolean; loading: boolean; onLoad: () => void; label: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef({ hasMore, loading, onLoad });
  latest.current = { hasMore, loading, onLoad };
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const { hasMore: more, loading: busy, onLoad: load } = latest.current;
        if (entries.some((e) => e.isIntersecting) && more && !busy) load();
      },
      { rootMargin: '170% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  if (!hasMore) return null;
  return (
    <div ref={ref} className={styles.loadMore}>
      <button type="button" className={styles.secondaryButton} onClick={onLoad} disabled={loading} aria-busy={loading}>
        {loading ? t('common.loading') : label}
      </button>
    </div>
  );
}

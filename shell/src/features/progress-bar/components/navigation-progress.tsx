import { useEffect, useRef, useState } from 'react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../../i18n/i18n';
import { HIDDEN, PROGRESS_DURATION_MS, ProgressController, type ProgressState } from '../progress-controller';
import { usePageLoad } from '../use-page-load';
import styles from './navigation-progress.module.css';

/** The 2 px bar at the top while a new page loads or the shell loads data; red when a load failed. */
export function NavigationProgress() {
  const { t } = useT();
  const [state, setState] = useState<ProgressState>(HIDDEN);
  const controller = useRef<ProgressController | null>(null);
  const failed = useRef(false);
  const fetching = useIsFetching();
  const client = useQueryClient();

  useEffect(() => {
    controller.current = new ProgressController(setState);
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') failed.current = true;
    });
    return () => {
      unsubscribe();
      controller.current?.dispose();
    };
  }, [client]);

  const page = usePageLoad();
  const active = fetching > 0 || page.loading;
  useEffect(() => {
    if (page.failed) failed.current = true;
  }, [page.failed]);
  useEffect(() => {
    if (active) {
      failed.current = page.failed;
      controller.current?.start();
    } else if (failed.current) controller.current?.fail();
    else controller.current?.finish();
    // Only the start and the end of the activity move the bar; a failure is read when it ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  return (
    <div
      className={styles.bar}
      data-visible={state.visible || undefined}
      data-failed={state.failed || undefined}
      role="progressbar"
      aria-label={t('info.progress')}
      aria-hidden={!state.visible}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={state.percent}
      // The width creeps over the whole run, while the bar itself appears at once (transform, then opacity).
      style={{ transform: `scaleX(${state.percent / 100})`, transitionDuration: state.visible && state.percent < 100 ? `${PROGRESS_DURATION_MS}ms, 200ms` : '200ms' }}
    />
  );
}

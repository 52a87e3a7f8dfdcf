import styles from './list-skeleton.module.css';

/** Loading skeleton of the event list; the label is for screen readers, and `aria-busy` tells the host's progress bar. */
export function ListSkeleton({ label, compact = false }: { label: string; compact?: boolean }) {
  const rows = compact ? 1 : 3;
  return (
    <div role="status" aria-busy="true" className={styles.skeleton}>
      <span className={styles.visuallyHidden}>{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.row} aria-hidden="true">
          <div className={styles.media} />
          <div className={styles.lines}>
            <div className={styles.lineShort} />
            <div className={styles.line} />
            <div className={styles.lineShort} />
          </div>
        </div>
      ))}
    </div>
  );
}

import styles from './skeletons.module.css';

/** Loading skeletons (docs/product.md), shown while a remote loads (animation 4 s). */
export function EventListSkeleton() {
  return (
    <div className={styles.container} aria-hidden="true">
      {[0, 1, 2].map((day) => (
        <div key={day} className={styles.day}>
          <span className={styles.dayLabel} />
          {[0, 1].map((row) => (
            <div key={row} className={styles.row}>
              <span className={styles.thumb} />
              <span className={styles.lines}>
                <span className={styles.line} />
                <span className={styles.lineShort} />
              </span>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

export function GridSkeleton({ items = 6 }: { items?: number }) {
  return (
    <div className={styles.container} aria-hidden="true">
      <div className={styles.grid}>
        {Array.from({ length: items }, (_, i) => (
          <div key={i} className={styles.card}>
            <span className={styles.image} />
            <span className={styles.line} />
            <span className={styles.lineShort} />
          </div>
        ))}
      </div>
    </div>
  );
}

export function DetailSkeleton() {
  return (
    <div className={styles.container} aria-hidden="true">
      <span className={styles.hero} />
      <span className={styles.line} />
      <span className={styles.line} />
      <span className={styles.lineShort} />
    </div>
  );
}

import { SlotSkeleton } from '../../federation/slot-fallback';
import styles from './screens.module.css';

export function PageSkeleton() {
  return (
    <div className={styles.container}>
      <SlotSkeleton minHeight="24rem" />
    </div>
  );
}

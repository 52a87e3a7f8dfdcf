import { PRODUCT_NAME } from 'shared-contracts/locales';
import styles from './logo.module.css';

/** The wordmark; links around it carry the accessible name. */
export function Logo() {
  const [name, year] = PRODUCT_NAME.split(' ');
  return (
    <span className={styles.logo} aria-hidden="true">
      <span className={styles.mark} />
      <span className={styles.text}>
        <span className={styles.name}>{name}</span>
        <span className={styles.year}>{year}</span>
      </span>
    </span>
  );
}

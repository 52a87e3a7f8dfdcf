import { buildPath } from 'shared-contracts/routes';
import { useT } from '../../../i18n/i18n';
import styles from './search-launcher.module.css';

/**
 * The header search in its collapsed state (a button that expands the field), drawn by the shell until the
 * visitor turns to it. mf-search's code (~14 KB gzip) then loads when a pointer comes near or the button is pressed,
 * not with every page view; a press made before it has loaded asks the remote to mount expanded (the field then takes
 * focus), so the press is not lost. Keyboard focus alone loads nothing: swapping the focused button for the remote's
 * would drop the focus. The press counts from the pointer going down: the remote may take the button's place between
 * that and the release, which would leave no click. Before the page's scripts run, the button leads to the search
 * page, as a form without scripts does.
 */
export function SearchLauncher({ onWant }: { onWant(expand: boolean): void }) {
  const { t, locale } = useT();
  return (
    <form role="search" className={styles.form} action={buildPath('search', locale, {})} method="get" onSubmit={(event) => event.preventDefault()}>
      <button
        type="submit"
        className={styles.toggle}
        aria-label={t('header.searchOpen')}
        aria-expanded={false}
        onPointerEnter={() => onWant(false)}
        onPointerDown={() => onWant(true)}
        onClick={(event) => {
          event.preventDefault();
          onWant(true);
        }}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}

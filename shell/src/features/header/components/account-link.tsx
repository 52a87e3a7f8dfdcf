import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../../lib/router-links';
import { buildPath } from 'shared-contracts/routes';
import { useT } from '../../../i18n/i18n';
import { useShell } from '../../../app/shell-context';
import { ShopOffline } from './cart-link';
import { UserIcon } from './icons';
import styles from './top-link.module.css';
import dropdown from './account-link.module.css';

/** Login link, or the user's name with the 'My Profile' / 'Log out' dropdown. */
export function AccountLink() {
  const { t, locale } = useT();
  const { auth, settings } = useShell();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onClick = (event: MouseEvent) => ref.current && !ref.current.contains(event.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  if (settings && !settings.is_shop_online) return <ShopOffline icon={<UserIcon />} label={t('header.account')} />;
  if (!auth.is_logged_in) {
    return (
      <a href={auth.login_url ?? `/login?next=${encodeURIComponent(pathname)}`} className={styles.topLink} aria-label={t('header.account')}>
        <UserIcon />
      </a>
    );
  }
  const name = [auth.first_name, auth.last_name].filter(Boolean).join(' ') || auth.username || '';
  return (
    <div ref={ref} className={dropdown.wrapper}>
      <button
        type="button"
        className={styles.topLink}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('header.accountOf', { name })}
        onClick={() => setOpen((value) => !value)}
      >
        <UserIcon />
        <span className={dropdown.name}>{name}</span>
      </button>
      {open && (
        <ul id={menuId} className={dropdown.menu}>
          <li>
            <Link to={buildPath('user-profile', locale)}>{t('header.myProfile')}</Link>
          </li>
          {auth.logout_url && (
            <li>
              <a href={auth.logout_url}>{t('header.logout')}</a>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Link } from '../../../lib/router-links';
import { buildPath } from 'shared-contracts/routes';
import { useT } from '../../../i18n/i18n';
import { useOverlay } from '../../../app/overlay-context';
import { useShell } from '../../../app/shell-context';
import { stickyState } from '../sticky-rule';
import { useClearZoneVisible } from '../use-clear-zones';
import { useStickyItems } from '../use-sticky-items';
import { useOverText } from '../use-over-text';
import { ArrowUpIcon, TicketIcon } from '../../header/components/icons';
import styles from './sticky-navigation.module.css';

function useFooterVisible() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const footer = document.getElementById('site-footer');
    if (!footer || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setVisible(entry.isIntersecting));
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);
  return visible;
}

function useScrollY() {
  const [y, setY] = useState(0);
  useEffect(() => {
    const update = () => setY(window.scrollY);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return y;
}

/**
 * Bottom bar: overlay button, booking button, the page's sticky link buttons, scroll-to-top. It steps aside while
 * something it must not cover is on screen (see useClearZoneVisible) and while text lies under it (useOverText);
 * the layout keeps its height free at the end.
 */
export function StickyNavigation() {
  const { t, locale } = useT();
  const overlay = useOverlay();
  const { settings } = useShell();
  const footerVisible = useFooterVisible();
  const scrollY = useScrollY();
  const clearZone = useClearZoneVisible();
  const items = useStickyItems();
  const bar = useRef<HTMLElement>(null);
  const overText = useOverText(bar);
  const { hidden, itemsVisible } = stickyState(scrollY, typeof window === 'undefined' ? 0 : window.innerHeight, footerVisible || clearZone || overText);
  return (
    <nav ref={bar} className={styles.sticky} data-hidden={hidden || undefined} aria-hidden={hidden || undefined} {...(hidden ? { inert: '' } : {})} aria-label={t('sticky.label')}>
      {/* On wide screens the side button (design setting) already opens the overlay. */}
      <button type="button" className={styles.item} data-narrow-only={settings?.design.sticky_overlay_button || undefined} onClick={() => overlay.setOpen(true)}>
        <TicketIcon />
        <span>{t('sticky.overlay')}</span>
      </button>
      <Link to={buildPath('events', locale)} className={styles.item}>
        <span>{t('sticky.booking')}</span>
      </Link>
      {itemsVisible &&
        items.map((item) =>
          /^\/(de|en)(\/|$)/.test(item.url) ? (
            <Link key={item.url} to={item.url} className={styles.item} data-sticky-item="">
              {item.text}
            </Link>
          ) : (
            <a key={item.url} href={item.url} className={styles.item} data-sticky-item="">
              {item.text}
            </a>
          ),
        )}
      {itemsVisible && (
        <button type="button" className={styles.top} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })} aria-label={t('sticky.toTop')}>
          <ArrowUpIcon />
        </button>
      )}
    </nav>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buildPath } from 'shared-contracts/routes';
import { useT } from '../../../i18n/i18n';
import { bus } from '../../../lib/bus';
import { useFocusTrap } from '../../../lib/use-focus-trap';
import { isLegalPath, readConsent, shouldShowConsent, toConsentState, writeConsent, type StoredConsent } from '../consent';
import styles from './cookie-consent.module.css';

/**
 * Waits for the window's load event: the dialog shows after load. The first render says "not loaded" even when the
 * page already is, as the server's render does, so hydrating the server's markup finds what it expects.
 */
function useLoaded() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    // The load event may have fired between the first render and this effect.
    if (document.readyState === 'complete') return onLoad();
    window.addEventListener('load', onLoad);
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);
  return loaded;
}

export function CookieConsent() {
  const { t, locale } = useT();
  const { pathname } = useLocation();
  const loaded = useLoaded();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<StoredConsent>(() => readConsent() ?? { tracking: false, media: false });
  const previousPath = useRef<string | null>(null);

  // Publish what is stored, so remotes can gate media embeds from the start.
  useEffect(() => {
    const stored = readConsent();
    if (stored) bus.emit('consent.changed', toConsentState(stored));
    const offRequest = bus.on('consent.manager.requested', () => {
      setChoice(readConsent() ?? { tracking: false, media: false });
      setOpen(true);
    });
    // A choice made elsewhere ("allow media" on an embed's placeholder) is kept like one made here, so the next
    // page and the next visit remember it.
    const offChange = bus.on(
      'consent.changed',
      (state) => {
        if (!state.decided) return;
        const next = { tracking: state.tracking, media: state.media };
        const current = readConsent();
        if (current?.tracking === next.tracking && current.media === next.media) return;
        writeConsent(next);
        setChoice(next);
        setOpen(false);
      },
      { replay: false },
    );
    return () => {
      offRequest();
      offChange();
    };
  }, []);

  useEffect(() => {
    if (!loaded) return;
    if (shouldShowConsent(readConsent(), previousPath.current, pathname)) setOpen(true);
    previousPath.current = pathname;
  }, [loaded, pathname]);

  const save = (consent: StoredConsent) => {
    writeConsent(consent);
    bus.emit('consent.changed', toConsentState(consent));
    setChoice(consent);
    setOpen(false);
  };

  // On legal pages the dialog does not trap focus, so the privacy policy stays readable.
  const trap = !isLegalPath(pathname);
  const trapRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLElement>(null);
  // A modal dialog takes the focus (on itself, so its text is read first), as the WAI-ARIA dialog pattern asks;
  // keyboard and screen-reader users would otherwise start behind a backdrop they cannot reach past.
  useFocusTrap(trapRef, { active: open && trap, initialFocus: dialogRef, returnFocus: true });

  if (!open) return null;
  return (
    <div ref={trapRef} className={styles.backdrop} data-modal={trap || undefined}>
      <section ref={dialogRef} tabIndex={-1} className={styles.dialog} role="dialog" aria-modal={trap} aria-labelledby="consent-title" aria-describedby="consent-text">
        <h2 id="consent-title" className={styles.title}>
          {t('consent.title')}
        </h2>
        <p id="consent-text" className={styles.text}>
          {t('consent.text')}{' '}
          <Link to={buildPath('datenschutz', locale)}>{t('consent.privacyLink')}</Link>
        </p>
        <fieldset className={styles.groups}>
          <legend className="visually-hidden">{t('consent.title')}</legend>
          <Group id="required" label={t('consent.required')} text={t('consent.requiredText')} checked disabled onChange={() => undefined} />
          <Group id="tracking" label={t('consent.tracking')} text={t('consent.trackingText')} checked={choice.tracking} onChange={(tracking) => setChoice({ ...choice, tracking })} />
          <Group id="media" label={t('consent.media')} text={t('consent.mediaText')} checked={choice.media} onChange={(media) => setChoice({ ...choice, media })} />
        </fieldset>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => save({ tracking: false, media: false })}>
            {t('consent.onlyRequired')}
          </button>
          <button type="button" className={styles.secondary} onClick={() => save(choice)}>
            {t('consent.save')}
          </button>
          <button type="button" className={styles.primary} onClick={() => save({ tracking: true, media: true })}>
            {t('consent.acceptAll')}
          </button>
        </div>
      </section>
    </div>
  );
}

function Group(props: { id: string; label: string; text: string; checked: boolean; disabled?: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className={styles.group} htmlFor={`consent-${props.id}`}>
      <input id={`consent-${props.id}`} type="checkbox" checked={props.checked} disabled={props.disabled} onChange={(e) => props.onChange(e.target.checked)} />
      <span>
        <strong>{props.label}</strong>
        <span className={styles.groupText}>{props.text}</span>
      </span>
    </label>
  );
}

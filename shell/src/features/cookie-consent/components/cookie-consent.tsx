import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../../lib/router-links';
import { CONSENT_DIALOG_ID, CONSENT_FORM_PATH } from 'shared-contracts/api-paths';
import { buildPath } from 'shared-contracts/routes';
import { useT } from '../../../i18n/i18n';
import { bus } from '../../../lib/bus';
import { useFocusTrap } from '../../../lib/use-focus-trap';
import { isLegalPath, readConsent, shouldShowConsent, toConsentState, writeConsent, type StoredConsent } from '../consent';
import styles from './cookie-consent.module.css';
import hidden from 'site-config/remote-kit/visually-hidden.module.css';

/**
 * The dialog is in every page's first HTML, open, so a first visit paints it with the page; the page is shared by all
 * visitors, so the server cannot know whether this one has chosen. Until the browser's code has decided, the dialog
 * carries `data-consent-pending`, which the document's head script hides before the first paint when a choice is
 * stored: a returning visitor never sees it flash. Without JavaScript its buttons post a form that stores the same
 * cookie and returns to the page.
 */
export function CookieConsent() {
  const { t, locale } = useT();
  const { pathname, search } = useLocation();
  // Open and undecided as the server rendered it, so hydration finds the markup it expects.
  const [open, setOpen] = useState(true);
  const [decided, setDecided] = useState(false);
  // The server renders the boxes unticked; the stored choice is taken once the browser's code runs.
  const [choice, setChoice] = useState<StoredConsent>({ tracking: false, media: false });
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
    const stored = readConsent();
    if (previousPath.current === null && stored) setChoice(stored);
    const show = shouldShowConsent(stored, previousPath.current, pathname);
    // The first decision may close what the server rendered; later pages only ever open it (the visitor may have
    // opened it from the footer and then followed a link).
    if (show) setOpen(true);
    else if (previousPath.current === null) setOpen(false);
    previousPath.current = pathname;
    setDecided(true);
  }, [pathname]);

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
  useFocusTrap(trapRef, { active: open && decided && trap, initialFocus: dialogRef, returnFocus: true });
  // With the browser's code running the buttons save here; without it they post the form.
  const onButton = (consent: StoredConsent) => (event: MouseEvent) => {
    event.preventDefault();
    save(consent);
  };

  if (!open) return null;
  return (
    <div ref={trapRef} id={CONSENT_DIALOG_ID} className={styles.backdrop} data-modal={trap || undefined} data-consent-pending={decided ? undefined : ''}>
      <section ref={dialogRef} tabIndex={-1} className={styles.dialog} role="dialog" aria-modal={trap} aria-labelledby="consent-title" aria-describedby="consent-text">
        <form method="post" action={CONSENT_FORM_PATH} className={styles.form}>
          <input type="hidden" name="next" value={`${pathname}${search}`} />
          <h2 id="consent-title" className={styles.title}>
            {t('consent.title')}
          </h2>
          <p id="consent-text" className={styles.text}>
            {t('consent.text')}{' '}
            <Link to={buildPath('datenschutz', locale)}>{t('consent.privacyLink')}</Link>
          </p>
          <fieldset className={styles.groups}>
            <legend className={hidden.visuallyHidden}>{t('consent.title')}</legend>
            <Group id="required" label={t('consent.required')} text={t('consent.requiredText')} checked disabled onChange={() => undefined} />
            <Group id="tracking" name="tracking" label={t('consent.tracking')} text={t('consent.trackingText')} checked={choice.tracking} onChange={(tracking) => setChoice({ ...choice, tracking })} />
            <Group id="media" name="media" label={t('consent.media')} text={t('consent.mediaText')} checked={choice.media} onChange={(media) => setChoice({ ...choice, media })} />
          </fieldset>
          <div className={styles.actions}>
            <button type="submit" name="choice" value="necessary" className={styles.secondary} onClick={onButton({ tracking: false, media: false })}>
              {t('consent.onlyRequired')}
            </button>
            <button type="submit" name="choice" value="selection" className={styles.secondary} onClick={onButton(choice)}>
              {t('consent.save')}
            </button>
            <button type="submit" name="choice" value="all" className={styles.primary} onClick={onButton({ tracking: true, media: true })}>
              {t('consent.acceptAll')}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}

function Group(props: { id: string; name?: string; label: string; text: string; checked: boolean; disabled?: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className={styles.group} htmlFor={`consent-${props.id}`}>
      <input id={`consent-${props.id}`} name={props.name} type="checkbox" checked={props.checked} disabled={props.disabled} onChange={(e) => props.onChange(e.target.checked)} />
      <span>
        <strong>{props.label}</strong>
        <span className={styles.groupText}>{props.text}</span>
      </span>
    </label>
  );
}

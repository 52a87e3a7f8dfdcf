import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { str } from '../../../lib/module-data';
import { ConsentGate } from './consent-gate';
import type { ModuleViewProps } from './module-views';
import styles from './media.module.css';

const HUBSPOT_SCRIPT = 'https://js.hsforms.net/forms/embed/v2.js';
type HubSpotWindow = Window & { hbspt?: { forms: { create(options: Record<string, unknown>): void } } };

function loadScript(src: string): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
  // A script that failed before is dropped, so a retry really loads it again.
  if (existing?.dataset.failed) existing.remove();
  else if (existing) {
    if (existing.dataset.loaded) return Promise.resolve();
    return new Promise((resolve, reject) => {
      existing.addEventListener('load', () => resolve());
      existing.addEventListener('error', () => reject(new Error(`failed to load ${src}`)));
    });
  }
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      script.dataset.loaded = 'true';
      resolve();
    };
    script.onerror = () => {
      script.dataset.failed = 'true';
      reject(new Error(`failed to load ${src}`));
    };
    document.head.append(script);
  });
}

/**
 * The embedded form of the form module (hubspot_id "portal:form" or a form id); form embeds need media consent.
 * When the provider's script cannot load (blocked, offline), the visitor reads why instead of an empty box.
 */
function HubSpotForm({ hubspotId }: { hubspotId: string }) {
  const { t } = useTranslation();
  const target = useRef<HTMLDivElement>(null);
  const id = `hs-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    const [portalId, formId] = hubspotId.includes(':') ? hubspotId.split(':') : ['', hubspotId];
    loadScript(HUBSPOT_SCRIPT)
      .then(() => {
        if (cancelled) return;
        const hubspot = (window as HubSpotWindow).hbspt;
        if (!hubspot) throw new Error('HubSpot forms API missing after loading');
        hubspot.forms.create({ portalId, formId, target: `#${id}` });
      })
      .catch((error) => {
        console.error('mf-content: form embed failed', error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [hubspotId, id, attempt]);
  if (failed) {
    return (
      <div role="alert" className={styles.embedFailed}>
        <p>{t('modules.embedFailed')}</p>
        <button
          type="button"
          className={styles.embedRetry}
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          {t('modules.embedRetry')}
        </button>
      </div>
    );
  }
  return <div id={id} ref={target} />;
}

export function FormModule({ module }: ModuleViewProps) {
  const hubspotId = str(module.data, 'hubspot_id');
  if (!hubspotId) return null;
  return (
    <ConsentGate provider="HubSpot" ratio="auto">
      <HubSpotForm hubspotId={hubspotId} />
    </ConsentGate>
  );
}

import { useEffect, useId, useRef } from 'react';
import { str } from '../../../lib/module-data';
import { ConsentGate } from './consent-gate';
import type { ModuleViewProps } from './module-views';

const HUBSPOT_SCRIPT = 'https://js.hsforms.net/forms/embed/v2.js';
type HubSpotWindow = Window & { hbspt?: { forms: { create(options: Record<string, unknown>): void } } };

function loadScript(src: string): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
  if (existing) return existing.dataset.loaded ? Promise.resolve() : new Promise((resolve) => existing.addEventListener('load', () => resolve()));
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      script.dataset.loaded = 'true';
      resolve();
    };
    script.onerror = () => reject(new Error(`failed to load ${src}`));
    document.head.append(script);
  });
}

/** The embedded form of the form module (hubspot_id "portal:form" or a form id); form embeds need media consent. */
function HubSpotForm({ hubspotId }: { hubspotId: string }) {
  const target = useRef<HTMLDivElement>(null);
  const id = `hs-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  useEffect(() => {
    let cancelled = false;
    const [portalId, formId] = hubspotId.includes(':') ? hubspotId.split(':') : ['', hubspotId];
    loadScript(HUBSPOT_SCRIPT)
      .then(() => {
        if (cancelled) return;
        (window as HubSpotWindow).hbspt?.forms.create({ portalId, formId, target: `#${id}` });
      })
      .catch((error) => console.error('mf-content: form embed failed', error));
    return () => {
      cancelled = true;
    };
  }, [hubspotId, id]);
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

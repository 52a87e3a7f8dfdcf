import { useTranslation } from 'react-i18next';
import { EMBED_PROVIDERS } from 'shared-contracts/constants';
import { str } from '../../../lib/module-data';
import { ConsentGate } from './consent-gate';
import type { ModuleViewProps } from './module-views';
import styles from './media.module.css';

type EmbedKind = 'audio' | 'viewer' | 'social_media';

/** The allowed provider named in an embed code, or null: unknown providers never render. */
export function embedProvider(kind: EmbedKind, code: string): string | null {
  const lower = code.toLowerCase();
  return EMBED_PROVIDERS[kind].find((p) => lower.includes(p)) ?? null;
}

const PROVIDER_NAMES: Record<string, string> = {
  spotify: 'Spotify', soundcloud: 'SoundCloud', podigee: 'Podigee', idagio: 'IDAGIO', issuu: 'Issuu', yumpu: 'Yumpu',
  'indd.adobe': 'Adobe InDesign', instagram: 'Instagram', twitter: 'X (Twitter)', facebook: 'Facebook', tiktok: 'TikTok',
};

/** Audio, viewer and social media embeds: the editor's embed code, only with media consent. */
export function EmbedModule({ module }: ModuleViewProps) {
  const kind = module.content_type as EmbedKind;
  const code = str(module.data, 'code') || str(module.data, 'embed_code');
  const provider = embedProvider(kind, code);
  if (!provider) return null;
  return (
    <div className={`${styles.embed} ${kind === 'social_media' ? styles.social : ''}`} id={str(module.data, 'anchor') || undefined}>
      <ConsentGate provider={PROVIDER_NAMES[provider] ?? provider} ratio={kind === 'audio' ? '16 / 5' : kind === 'viewer' ? '16 / 9' : '4 / 5'}>
        <div className={styles.embedCode} dangerouslySetInnerHTML={{ __html: code }} />
      </ConsentGate>
    </div>
  );
}

export function SelfHostedAudioModule({ module }: ModuleViewProps) {
  const { t } = useTranslation();
  const file = str(module.data, 'file');
  if (!file) return null;
  const title = str(module.data, 'title');
  return (
    <figure className={styles.figure} id={str(module.data, 'anchor') || undefined}>
      {title && <figcaption className={styles.caption}>{title}</figcaption>}
      <audio className={styles.audio} controls preload="none" src={file} aria-label={title || t('modules.audio')} />
    </figure>
  );
}

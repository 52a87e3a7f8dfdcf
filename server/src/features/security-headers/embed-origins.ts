import { EMBED_PROVIDERS } from 'shared-contracts/constants';

type Provider = (typeof EMBED_PROVIDERS)[keyof typeof EMBED_PROVIDERS][number];

/**
 * Where each embed provider of the editor's allow-lists serves its player frames from. The policy's frame-src is
 * exactly this list, so an embed code pointing anywhere else stays blank even if it got past the editor's check.
 */
export const EMBED_FRAME_ORIGINS: Record<Provider, readonly string[]> = {
  spotify: ['https://open.spotify.com'],
  soundcloud: ['https://w.soundcloud.com'],
  podigee: ['https://*.podigee.io', 'https://player.podigee-cdn.net'],
  idagio: ['https://*.idagio.com'],
  issuu: ['https://e.issuu.com', 'https://issuu.com'],
  yumpu: ['https://www.yumpu.com'],
  'indd.adobe': ['https://indd.adobe.com'],
  instagram: ['https://www.instagram.com'],
  twitter: ['https://platform.twitter.com', 'https://twitter.com', 'https://x.com'],
  facebook: ['https://www.facebook.com'],
  tiktok: ['https://www.tiktok.com'],
  // The video module turns YouTube links into the privacy-friendly nocookie player.
  youtube: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
  'youtu.be': ['https://www.youtube-nocookie.com'],
  vimeo: ['https://player.vimeo.com'],
};

/**
 * The form module embeds HubSpot forms by hubspot_id: their loader script, their frames and their submissions. The
 * one third-party script the policy allows; it only runs after the visitor's media consent.
 */
export const FORM_EMBED = {
  script: ['https://js.hsforms.net'],
  frame: ['https://*.hsforms.net', 'https://*.hsforms.com'],
  connect: ['https://*.hsforms.com', 'https://*.hubspot.com'],
} as const;

export function embedFrameOrigins(): string[] {
  return [...new Set([...Object.values(EMBED_FRAME_ORIGINS).flat(), ...FORM_EMBED.frame])];
}

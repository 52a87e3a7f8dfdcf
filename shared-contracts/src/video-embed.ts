import { hostOfUrl, isHostAllowed } from 'shared-contracts/constants';

/**
 * A YouTube or Vimeo link → the provider's privacy-friendly player url (no cookies before play); null for anything
 * else. The host is checked as a domain or its subdomain, so `youtube.com.evil.example` gives no player.
 */
export function embedUrl(videoUrl: string): { src: string; provider: string } | null {
  const host = hostOfUrl(videoUrl.trim());
  if (!host) return null;
  const url = new URL(videoUrl.trim().startsWith('//') ? `https:${videoUrl.trim()}` : videoUrl.trim());
  const lastSegment = url.pathname.split('/').filter(Boolean).pop();
  if (isHostAllowed(host, ['youtu.be'])) return lastSegment ? { src: `https://www.youtube-nocookie.com/embed/${lastSegment}`, provider: 'YouTube' } : null;
  if (isHostAllowed(host, ['youtube.com', 'youtube-nocookie.com'])) {
    const id = url.searchParams.get('v') ?? lastSegment;
    return id ? { src: `https://www.youtube-nocookie.com/embed/${id}`, provider: 'YouTube' } : null;
  }
  if (isHostAllowed(host, ['vimeo.com'])) {
    return lastSegment && /^\d+$/.test(lastSegment) ? { src: `https://player.vimeo.com/video/${lastSegment}?dnt=1`, provider: 'Vimeo' } : null;
  }
  return null;
}

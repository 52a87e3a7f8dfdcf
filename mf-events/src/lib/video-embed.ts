/** YouTube/Vimeo link → privacy-friendly embed url; null for anything else. */
export function embedUrl(videoUrl: string): { src: string; provider: string } | null {
  let url: URL;
  try {
    url = new URL(videoUrl);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\./, '');
  if (host === 'youtu.be') return { src: `https://www.youtube-nocookie.com/embed/${url.pathname.slice(1)}`, provider: 'YouTube' };
  if (host.endsWith('youtube.com')) {
    const id = url.searchParams.get('v') ?? url.pathname.split('/').filter(Boolean).pop();
    return id ? { src: `https://www.youtube-nocookie.com/embed/${id}`, provider: 'YouTube' } : null;
  }
  if (host.endsWith('vimeo.com')) {
    const id = url.pathname.split('/').filter(Boolean).pop();
    return id && /^\d+$/.test(id) ? { src: `https://player.vimeo.com/video/${id}?dnt=1`, provider: 'Vimeo' } : null;
  }
  return null;
}

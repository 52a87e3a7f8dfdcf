import { embedUrl } from './video-embed';

describe('embedUrl', () => {
  it('turns YouTube and Vimeo links into their privacy-friendly players', () => {
    expect(embedUrl('https://youtu.be/xyz')).toEqual({ src: 'https://www.youtube-nocookie.com/embed/xyz', provider: 'YouTube' });
    expect(embedUrl('https://www.youtube.com/watch?v=abc')?.src).toBe('https://www.youtube-nocookie.com/embed/abc');
    expect(embedUrl('https://vimeo.com/12345')).toEqual({ src: 'https://player.vimeo.com/video/12345?dnt=1', provider: 'Vimeo' });
  });

  it('gives no player for other hosts, look-alike hosts or non-numeric Vimeo ids', () => {
    expect(embedUrl('https://example.org/video')).toBeNull();
    expect(embedUrl('https://youtube.com.evil.example/watch?v=abc')).toBeNull();
    expect(embedUrl('https://notyoutube.com/watch?v=abc')).toBeNull();
    expect(embedUrl('https://vimeo.com/channels')).toBeNull();
    expect(embedUrl('not a url')).toBeNull();
  });
});

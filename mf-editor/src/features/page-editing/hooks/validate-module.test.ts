import i18next from 'i18next';
import { de } from '../../../i18n/de';
import { validateModule } from './validate-module';

const t = i18next.createInstance();
void t.init({ lng: 'de', resources: { de: { translation: de } }, initAsync: false, showSupportNotice: false });

describe('validateModule', () => {
  it('requires the required fields', () => {
    expect(validateModule('headline', { headline_level: 2, content: '' }, t.t)).toEqual({ content: 'Dieses Feld ist erforderlich!' });
    expect(validateModule('link', { link_text: 'Mehr' }, t.t)).toMatchObject({ link: 'Dieses Feld ist erforderlich!', extra_class: 'Dieses Feld ist erforderlich!' });
  });

  it('keeps headline levels to 2-6 and blog items to 1-8', () => {
    expect(validateModule('headline', { headline_level: 7, content: 'x' }, t.t).headline_level).toBe('Bitte eine Zahl von 2 bis 6 eingeben.');
    expect(validateModule('blog_teaser_list', { items: [1, 2, 3, 4, 5, 6, 7, 8, 9] }, t.t).items).toBe('Bitte eine Zahl von 1 bis 8 eingeben.');
    expect(validateModule('blog_teaser_list', { items: [] }, t.t).items).toBe('Dieses Feld ist erforderlich!');
  });

  it('accepts YouTube or Vimeo links only and embed codes of allowed providers only', () => {
    expect(validateModule('video', { video_url: 'https://example.org/v' }, t.t).video_url).toBe('Bitte geben Sie einen gültigen YouTube- oder Vimeo-Link ein.');
    expect(validateModule('video', { video_url: 'https://youtu.be/abc' }, t.t)).toEqual({});
    expect(validateModule('audio', { code: '<iframe src="https://example.org"></iframe>' }, t.t).code).toBe('Erlaubte Anbieter: spotify, soundcloud, podigee, idagio.');
    expect(validateModule('social_media', { code: '<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/x/"></blockquote>' }, t.t)).toEqual({});
    // The provider's name alone, or its domain inside another host, is not enough.
    expect(validateModule('audio', { code: '<iframe src="https://evil.example/?spotify"></iframe>' }, t.t).code).toBeDefined();
    expect(validateModule('video', { video_url: 'https://youtube.com.evil.example/watch?v=1' }, t.t).video_url).toBe('Bitte geben Sie einen gültigen YouTube- oder Vimeo-Link ein.');
  });

  it('limits the full teaser text to 3000 characters', () => {
    const errors = validateModule('full_teaser', { image: '/media/a.jpg', headline: 'H', text: 'x'.repeat(3001) }, t.t);
    expect(errors.text).toBe('Höchstens 3000 Zeichen (3001 eingegeben).');
  });

  it('counts the text a visitor reads in the full teaser, not its markup', () => {
    const words = `<p><strong>${'x'.repeat(1500)}</strong> <a href="https://example.org/a">${'y'.repeat(1490)}</a> &amp;</p>`;
    expect(words.length).toBeGreaterThan(3000);
    expect(validateModule('full_teaser', { image: '/media/a.jpg', headline: 'H', text: words }, t.t)).toEqual({});
    const tooMuch = `<p>${'x'.repeat(2999)}<em>zz</em></p>`;
    expect(validateModule('full_teaser', { image: '/media/a.jpg', headline: 'H', text: tooMuch }, t.t).text).toBe('Höchstens 3000 Zeichen (3001 eingegeben).');
  });
});

import { mod } from '../../../testing/fixtures';
import { hostRendersPageHeader, pageTitleModuleId } from './page-title';

const now = new Date('2026-06-01T10:00:00Z');

describe('hostRendersPageHeader', () => {
  it('is false on the home page only, as in the shell', () => {
    expect(hostRendersPageHeader('/de')).toBe(false);
    expect(hostRendersPageHeader('/en/')).toBe(false);
    expect(hostRendersPageHeader('/de/ausstellung')).toBe(true);
    expect(hostRendersPageHeader('/de/impressum')).toBe(true);
    expect(hostRendersPageHeader('/en/visit/getting-here')).toBe(true);
  });
});

describe('pageTitleModuleId', () => {
  it('picks the first hero media that renders, over earlier headlines', () => {
    const headline = mod('headline', { content: 'Vorab' }, { position: 0 });
    const hero = mod('hero_media', { headline: 'Macht und Pracht', online_from: '2026-01-01T00:00:00Z' }, { position: 1 });
    const second = mod('hero_media', { headline: 'Zweiter', online_from: '2026-01-01T00:00:00Z' }, { position: 2 });
    expect(pageTitleModuleId([second, hero, headline], now)).toBe(hero.id);
  });

  it('skips heroes outside their online window or without headline, then takes the first headline in render order', () => {
    const offline = mod('hero_media', { headline: 'Bald', online_from: '2027-01-01T00:00:00Z' }, { position: 0 });
    const empty = mod('hero_media', { headline: '', online_from: '2026-01-01T00:00:00Z' }, { position: 1 });
    const blank = mod('headline', { content: '' }, { position: 0 });
    const nested = mod('headline', { content: 'Ausstellung' }, { position: 0 });
    const container = mod('container', {}, { position: 2, layout: '50-50', columns: [{ classes: '', children: [blank, nested] }, { classes: '', children: [] }] });
    const later = mod('headline', { content: 'Später' }, { position: 3 });
    expect(pageTitleModuleId([later, container, empty, offline], now)).toBe(nested.id);
  });

  it('is null without hero or headline', () => {
    expect(pageTitleModuleId([mod('text', { content: '<p>x</p>' })], now)).toBeNull();
  });
});

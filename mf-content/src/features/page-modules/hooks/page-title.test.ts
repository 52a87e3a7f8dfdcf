import { mod } from '../../../testing/fixtures';
import { headlineOutline, hostRendersPageHeader, pageTitleModuleId } from './page-title';

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

describe('headlineOutline', () => {
  const configured = (m: { data: Record<string, unknown> }) => Number(m.data.headline_level ?? 2);

  it('puts a headline configured as h3 right under the page title at h2, and keeps same-level headlines siblings', () => {
    const hero = mod('hero_media', { headline: 'Flussland' }, { position: 0 });
    const a = mod('headline', { content: 'Zwölf Jahrhunderte', headline_level: 3 }, { position: 0 });
    const b = mod('headline', { content: 'Erleben', headline_level: 3 }, { position: 1 });
    const columns = mod('section', {}, { position: 1, layout: '50-50', columns: [{ classes: '', children: [a] }, { classes: '', children: [b] }] });
    const list = mod('teaser_list', { headline: 'Höhepunkte' }, { position: 2 });
    const under = mod('headline', { content: 'Im Detail', headline_level: 4 }, { position: 3 });
    const outline = headlineOutline([hero, columns, list, under], hero.id, configured);
    expect(outline.get(a.id)).toBe(2);
    expect(outline.get(b.id)).toBe(2);
    // After the list's h2 a deeper headline goes one level below it.
    expect(outline.get(under.id)).toBe(3);
  });

  it('keeps the levels an editor chose when they do not skip one', () => {
    const h2 = mod('headline', { content: 'Besuch', headline_level: 2 }, { position: 0 });
    const h3 = mod('headline', { content: 'Anreise', headline_level: 3 }, { position: 1 });
    const next = mod('headline', { content: 'Preise', headline_level: 2 }, { position: 2 });
    const outline = headlineOutline([h2, h3, next], null, configured);
    expect([outline.get(h2.id), outline.get(h3.id), outline.get(next.id)]).toEqual([2, 3, 2]);
  });
});

import type { Clock } from '../../context';
import type { Queryable } from '../../db/types';
import { addDays, berlinDay } from '../../lib/berlin-time';
import { FORMS } from './forms-data';
import { ARTICLE_CATEGORIES, ARTICLE_TAGS, ARTICLES } from './magazine-data';
import { seedImage } from './seed-images';
import { slugify } from '../../lib/slugify';
import { PERSON_CATEGORIES, PERSONS } from './team-data';

const one = async (db: Queryable, sql: string, params: unknown[]) => (await db.query<{ id: number }>(`${sql} RETURNING id`, params))[0].id;

/** Magazine: 4 categories, 6 topic tags, 20 articles dated in the recent past. */
export async function seedMagazine(db: Queryable, clock: Clock): Promise<void> {
  const today = berlinDay(clock.now());
  const categories = new Map<string, number>();
  for (const [i, c] of ARTICLE_CATEGORIES.entries()) {
    categories.set(c.key, await one(db, 'INSERT INTO article_categories (slug_de, slug_en, name_de, name_en, sort) VALUES ($1, $2, $3, $4, $5)', [c.slug.de, c.slug.en, c.name.de, c.name.en, i]));
  }
  const tags = new Map<string, number>();
  for (const t of ARTICLE_TAGS) tags.set(t.key, await one(db, 'INSERT INTO article_tags (slug_de, slug_en, name_de, name_en) VALUES ($1, $2, $3, $4)', [t.slug.de, t.slug.en, t.name.de, t.name.en]));
  for (const [i, a] of ARTICLES.entries()) {
    const img = await seedImage(db, `article-${i}`, a.title);
    const id = await one(
      db,
      `INSERT INTO articles (slug_de, slug_en, title_de, title_en, teaser_de, teaser_en, body_de, body_en, author, date, category_id, image_obj, image_thumbnails, publish_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $10::date::timestamp AT TIME ZONE 'Europe/Berlin')`,
      [slugify(a.title.de), slugify(a.title.en), a.title.de, a.title.en, a.teaser.de, a.teaser.en, a.body.de, a.body.en, a.author, addDays(today, -a.ago), categories.get(a.category), img.image_obj, img.image_thumbnails],
    );
    for (const t of a.tags) await db.query('INSERT INTO article_tag_links (article_id, tag_id) VALUES ($1, $2)', [id, tags.get(t)]);
  }
}

/** The team: 12 people in 4 categories, with portrait images. */
export async function seedTeam(db: Queryable): Promise<void> {
  const categories = new Map<string, number>();
  for (const [i, c] of PERSON_CATEGORIES.entries()) {
    categories.set(c.key, await one(db, 'INSERT INTO person_categories (slug, name_de, name_en, sort) VALUES ($1, $2, $3, $4)', [c.slug, c.name.de, c.name.en, i]));
  }
  for (const [i, p] of PERSONS.entries()) {
    const img = await seedImage(db, `person-${i}`, { de: `${p.first} ${p.last}, ${p.role.de}`, en: `${p.first} ${p.last}, ${p.role.en}` }, 600, 750, `${p.first} ${p.last}`);
    await db.query(
      `INSERT INTO persons (slug, first_name, last_name, role_de, role_en, bio_de, bio_en, category_id, image_obj, image_thumbnails, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [slugify(`${p.first} ${p.last}`), p.first, p.last, p.role.de, p.role.en, p.bio.de, p.bio.en, categories.get(p.category), img.image_obj, img.image_thumbnails, i],
    );
  }
}

export async function seedForms(db: Queryable): Promise<void> {
  for (const f of FORMS) {
    const formId = await one(
      db,
      'INSERT INTO forms (slug_de, slug_en, title_de, title_en, intro_de, intro_en, success_de, success_en) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
      [f.slug.de, f.slug.en, f.title.de, f.title.en, f.intro.de, f.intro.en, f.success.de, f.success.en],
    );
    for (const [i, field] of f.fields.entries()) {
      await db.query(
        `INSERT INTO form_fields (form_id, slug, field_type, label_de, label_en, required, visible, choices, default_value, placeholder_de, placeholder_en, help_de, help_en, sort)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        [
          formId,
          field.slug,
          field.type,
          field.label.de,
          field.label.en,
          field.required ?? false,
          field.visible ?? true,
          JSON.stringify((field.choices ?? []).map((c) => ({ value: c.value, label_de: c.label.de, label_en: c.label.en }))),
          field.default === undefined || field.default === null ? null : JSON.stringify(field.default),
          field.placeholder?.de ?? '',
          field.placeholder?.en ?? '',
          field.help?.de ?? '',
          field.help?.en ?? '',
          i,
        ],
      );
    }
  }
}

/** Teaser cards for the events list, the top alert, and opening hours with an exception today. */
export async function seedSiteExtras(db: Queryable, clock: Clock): Promise<void> {
  const today = berlinDay(clock.now());
  const teasers = [
    { key: 'tickets', at: 1, pre: { de: 'Tipp', en: 'Tip' }, head: { de: 'Kombiticket Ausstellung + Konzert', en: 'Combined ticket: exhibition + concert' }, sub: { de: 'Sparen Sie 20 % mit dem Abendticket', en: 'Save 20% with the evening ticket' }, link: { de: '/de/veranstaltungen?type=concert', en: '/en/events?type=concert' }, text: { de: 'Mehr erfahren', en: 'Learn more' } },
    { key: 'family', at: 6, pre: { de: 'Für Familien', en: 'For families' }, head: { de: 'Schatzsuche im Kloster', en: 'Treasure hunt in the abbey' }, sub: { de: 'Neun Bronzefische warten auf junge Entdecker', en: 'Nine bronze fish are waiting for young explorers' }, link: { de: '/de/mediathek-de', en: '/en/mediathek-en' }, text: { de: 'Zur Mediathek', en: 'To the media library' } },
    { key: 'audio', at: 15, pre: { de: 'Neu', en: 'New' }, head: { de: 'Der Audioguide zur Ausstellung', en: 'The exhibition audio guide' }, sub: { de: 'Kostenlos in Deutsch, Englisch und Leichter Sprache', en: 'Free in German, English and Easy Language' }, link: { de: '', en: '' }, text: { de: 'Jetzt anhören', en: 'Listen now' } },
    { key: 'groups', at: 30, pre: { de: 'Gruppen', en: 'Groups' }, head: { de: 'Führungen zum Wunschtermin', en: 'Tours at a time of your choice' }, sub: { de: 'Für Schulklassen, Vereine und Firmen', en: 'For school classes, clubs and companies' }, link: { de: '/de/forms/gruppenfuehrung-anfragen/2', en: '/en/forms/request-a-group-tour/2' }, text: { de: 'Anfragen', en: 'Enquire' } },
    { key: 'season', at: 75, pre: { de: 'Vorschau', en: 'Preview' }, head: { de: 'Zweite Spielzeit', en: 'Second season' }, sub: { de: 'Das Salzschiff – Musiktheater für die ganze Familie', en: 'The Salt Barge – music theatre for the whole family' }, link: { de: '/de/produktionen', en: '/en/productions' }, text: { de: 'Zum Programm', en: 'See the programme' } },
  ];
  for (const t of teasers) {
    const img = await seedImage(db, `teaser-${t.key}`, t.head);
    await db.query(
      `INSERT INTO teasers (name, link_de, link_en, preline_de, preline_en, headline_de, headline_en, subline_de, subline_en, link_text_de, link_text_en, position, image_obj, image_thumbnails)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [t.key, t.link.de || '/', t.link.en || '/', t.pre.de, t.pre.en, t.head.de, t.head.en, t.sub.de, t.sub.en, t.text.de, t.text.en, addDays(today, t.at), img.image_obj, img.image_thumbnails],
    );
  }
  await db.query(
    `INSERT INTO breaking_news (title_de, title_en, text_de, text_en, link_url_de, link_url_en, link_title_de, link_title_en, sort) VALUES
     ($1, $2, $3, $4, $5, $6, $7, $8, 0), ($9, $10, $11, $12, NULL, NULL, '', '', 1)`,
    [
      'Geänderte Öffnungszeiten heute',
      'Changed opening hours today',
      'Wegen einer geschlossenen Veranstaltung schließt die Ausstellung heute bereits um 16 Uhr. Das Programm des Tages finden Sie im Kalender.',
      'Because of a private event the exhibition closes at 4 pm today. Today\'s programme is in the calendar.',
      '/de/veranstaltungen',
      '/en/events',
      'Zum Programm',
      'See the programme',
      'Baustelle am Uferweg',
      'Roadworks on the Uferweg',
      'Der Zugang zum Schlosspark ist bis Monatsende nur über den Klosterhof möglich.',
      'Until the end of the month the palace park can only be reached through the abbey courtyard.',
    ],
  );
  // Tuesday–Sunday 10–18, Thursday until 20, Monday closed.
  for (let weekday = 1; weekday <= 7; weekday++) {
    if (weekday === 1) {
      await db.query(
        `INSERT INTO opening_hours (weekday, closed, alternative_text_de, alternative_text_en) VALUES (1, true, 'Montags geschlossen, außer an Feiertagen', 'Closed on Mondays except public holidays')`,
      );
      continue;
    }
    await db.query('INSERT INTO opening_hours (weekday, time_from, time_to) VALUES ($1, $2, $3)', [weekday, '10:00', weekday === 4 ? '20:00' : '18:00']);
  }
  await db.query(
    `INSERT INTO opening_hours_exceptions (date, time_from, time_to, closed, alternative_text_de, alternative_text_en, alternative_link_url)
     VALUES ($1, '10:00', '16:00', false, 'Heute wegen einer Veranstaltung nur bis 16 Uhr geöffnet', 'Open until 4 pm only today because of an event', '/de/veranstaltungen')`,
    [today],
  );
}

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Queryable } from '../../db/types';
import { getMediaRoot, MEDIA_URL_PREFIX } from '../images';
import { partnerLogos } from '../site/partner-logos';
import { EVENT_PARTS, type OwnerParts, PARTNERS, PRODUCTION_PARTS, SPECIAL_DAY_PARTNERS } from './detail-parts-data';
import { SPECIAL_DAYS } from './special-days';
import { seedImage } from './seed-images';

type Owner = { kind: 'event' | 'production'; id: number };

/**
 * A partner's logo as an SVG file under the media folder: the drawn wordmark of the home page's logo list where the
 * partner is there, else its name drawn as text, which keeps it crisp and tiny.
 */
function writeWordmark(partner: (typeof PARTNERS)[number], drawn: Map<string, string>): string {
  const svg = (partner.logo && drawn.get(partner.logo)) || textWordmark(partner);
  const name = `partner-${partner.key}-${createHash('sha256').update(svg).digest('hex').slice(0, 10)}.svg`;
  fs.mkdirSync(getMediaRoot(), { recursive: true });
  fs.writeFileSync(path.join(getMediaRoot(), name), svg);
  return `${MEDIA_URL_PREFIX}${name}`;
}

function textWordmark(partner: (typeof PARTNERS)[number]): string {
  const font = partner.style === 'serif' ? "Georgia, 'Times New Roman', serif" : 'Helvetica, Arial, sans-serif';
  const width = Math.max(240, partner.name.length * 17);
  const escaped = partner.name.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="80" viewBox="0 0 ${width} 80" role="img" aria-label="${escaped}">
<rect x="2" y="2" width="${width - 4}" height="76" fill="none" stroke="${partner.colour}" stroke-width="2"/>
<text x="${width / 2}" y="50" text-anchor="middle" font-family="${font}" font-size="26" font-weight="${partner.style === 'serif' ? 400 : 700}" fill="${partner.colour}">${escaped}</text>
</svg>\n`;
  return svg;
}

async function insertParts(db: Queryable, owner: Owner, parts: OwnerParts, logos: Map<string, string>): Promise<void> {
  const o = [owner.kind, owner.id];
  if (parts.importantInfo || parts.video) {
    await db.query(
      `INSERT INTO detail_texts (owner_kind, owner_id, important_info_de, important_info_en, video_url, video_title_de, video_title_en)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [...o, parts.importantInfo?.de ?? '', parts.importantInfo?.en ?? '', parts.video?.url ?? null, parts.video?.title.de ?? '', parts.video?.title.en ?? ''],
    );
  }
  for (const [i, h] of (parts.openingHours ?? []).entries()) {
    await db.query(
      'INSERT INTO detail_opening_hours (owner_kind, owner_id, days_de, days_en, time_from, time_to, closed, sort) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
      [...o, h.days.de, h.days.en, h.from, h.to, h.closed ?? false, i],
    );
  }
  for (const [i, image] of (parts.images ?? []).entries()) {
    const img = await seedImage(db, `detail-${image.key}`, image.caption);
    await db.query(
      'INSERT INTO detail_images (owner_kind, owner_id, caption_de, caption_en, image_obj, image_thumbnails, sort) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [...o, image.caption.de, image.caption.en, img.image_obj, img.image_thumbnails, i],
    );
  }
  for (const [i, p] of (parts.programs ?? []).entries()) {
    await db.query(
      'INSERT INTO detail_programs (owner_kind, owner_id, time_label, title_de, title_en, text_de, text_en, sort) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
      [...o, p.time, p.title.de, p.title.en, p.text?.de ?? '', p.text?.en ?? '', i],
    );
  }
  for (const [i, c] of (parts.contributors ?? []).entries()) {
    const [person] = c.teamLastName ? await db.query<{ id: number }>('SELECT id FROM persons WHERE last_name = $1 LIMIT 1', [c.teamLastName]) : [];
    await db.query(
      'INSERT INTO detail_contributors (owner_kind, owner_id, name, role_de, role_en, person_id, sort) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [...o, c.name, c.role.de, c.role.en, person?.id ?? null, i],
    );
  }
  for (const [i, title] of (parts.articles ?? []).entries()) {
    await db.query(
      'INSERT INTO detail_articles (owner_kind, owner_id, article_id, sort) SELECT $1, $2, id, $3 FROM articles WHERE title_de = $4 ON CONFLICT DO NOTHING',
      [...o, i, title],
    );
  }
  const partners = [...(parts.sponsors ?? []).map((key) => ['sponsor', key]), ...(parts.promoters ?? []).map((key) => ['promoter', key])];
  for (const [i, [kind, key]] of partners.entries()) {
    const partner = PARTNERS.find((p) => p.key === key)!;
    await db.query('INSERT INTO detail_partners (owner_kind, owner_id, kind, name, logo_url, link, sort) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      ...o,
      kind,
      partner.name,
      logos.get(key),
      partner.link,
      i,
    ]);
  }
}

/**
 * Detail parts for productions and their events, and child events for the special days (the show events held on the
 * same day). Runs after the programme, magazine and team are seeded.
 */
export async function seedDetailParts(db: Queryable): Promise<void> {
  const drawn = new Map(partnerLogos().map((logo) => [logo.key, logo.svg]));
  const logos = new Map(PARTNERS.map((p) => [p.key, writeWordmark(p, drawn)]));
  const productions = await db.query<{ id: number; key: string }>(
    "SELECT id, substring(ticket_url FROM '/webshop/production/(.*)$') AS key FROM productions WHERE ticket_url LIKE '/webshop/production/%'",
  );
  for (const p of productions) {
    const parts = PRODUCTION_PARTS[p.key];
    if (parts) await insertParts(db, { kind: 'production', id: p.id }, parts, logos);
    const eventParts = EVENT_PARTS[p.key];
    if (!eventParts) continue;
    const events = await db.query<{ id: number }>("SELECT id FROM events WHERE production_id = $1 AND mark = 'show' ORDER BY id", [p.id]);
    for (const e of events) await insertParts(db, { kind: 'event', id: e.id }, eventParts, logos);
  }
  const specials = await db.query<{ id: number; title_de: string; date_start: string }>(
    "SELECT id, title_de, date_start::text AS date_start FROM events WHERE mark = 'teaser' ORDER BY date_start",
  );
  for (const special of specials) {
    const day = SPECIAL_DAYS.find((d) => d.title.de === special.title_de);
    if (!day) continue;
    await insertParts(
      db,
      { kind: 'event', id: special.id },
      { importantInfo: day.importantInfo, openingHours: [{ days: { de: 'An diesem Tag', en: 'On this day' }, from: day.opens, to: day.to }], ...SPECIAL_DAY_PARTNERS },
      logos,
    );
    // The programme of the day: the events held on that same Berlin calendar day.
    await db.query(
      `INSERT INTO event_children (parent_event_id, child_event_id, sort)
       SELECT $1, id, row_number() OVER (ORDER BY date_start, id) FROM events
        WHERE mark = 'show' AND (date_start AT TIME ZONE 'Europe/Berlin')::date = ($2::timestamptz AT TIME ZONE 'Europe/Berlin')::date
        ORDER BY date_start, id`,
      [special.id, special.date_start],
    );
  }
}

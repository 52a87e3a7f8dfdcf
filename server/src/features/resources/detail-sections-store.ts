import fs from 'node:fs';
import path from 'node:path';
import type { DetailSectionValues } from 'shared-contracts/back-office/detail-sections';
import { embedUrl } from 'shared-contracts/video-embed';
import type { ImageObj, ImageThumbnails } from 'shared-contracts/entities';
import type { Queryable } from '../../db/types';
import { badRequest } from '../../http/errors';
import { MEDIA_URL_PREFIX, getMediaRoot } from '../../lib/media-root';
import { storedImage } from '../../lib/stored-image';

export type OwnerKind = 'event' | 'production';
type Sections = Partial<DetailSectionValues>;

/**
 * The detail page's list sections of an owner, read as fields of the back office's entry: SQL over the row `t`, one
 * expression per field, in the order visitors see the items.
 */
export function detailSectionSelects(kind: OwnerKind, withSponsors: boolean): Record<string, string> {
  const owner = `owner_kind = '${kind}' AND owner_id = t.id`;
  const partners = (partner: string) =>
    `(SELECT coalesce(json_agg(json_build_object('name', p.name, 'logo', p.logo_url, 'link', coalesce(p.link, '')) ORDER BY p.sort, p.id), '[]') FROM detail_partners p WHERE p.${owner} AND p.kind = '${partner}')`;
  const text = (column: string) => `coalesce((SELECT d.${column} FROM detail_texts d WHERE d.${owner}), '')`;
  return {
    slider_images: `(SELECT coalesce(json_agg(json_build_object('image', i.image_obj->>'url', 'caption_de', i.caption_de, 'caption_en', i.caption_en) ORDER BY i.sort, i.id), '[]') FROM detail_images i WHERE i.${owner})`,
    programs: `(SELECT coalesce(json_agg(json_build_object('time_label', p.time_label, 'title_de', p.title_de, 'title_en', p.title_en, 'text_de', p.text_de, 'text_en', p.text_en) ORDER BY p.sort, p.id), '[]') FROM detail_programs p WHERE p.${owner})`,
    video_url: text('video_url'),
    video_title_de: text('video_title_de'),
    video_title_en: text('video_title_en'),
    contributors: `(SELECT coalesce(json_agg(json_build_object('name', c.name, 'role_de', c.role_de, 'role_en', c.role_en) ORDER BY c.sort, c.id), '[]') FROM detail_contributors c WHERE c.${owner})`,
    ...(withSponsors ? { sponsors: partners('sponsor') } : {}),
    promoters: partners('promoter'),
  };
}

/** A partner's logo must be a file of the media library (an SVG wordmark is fine: it is shown as it is). */
function mustBeLibraryFile(url: string, field: string): void {
  const name = url.slice(MEDIA_URL_PREFIX.length);
  if (!url.startsWith(MEDIA_URL_PREFIX) || name.includes('/') || !fs.existsSync(path.join(getMediaRoot(), name))) {
    throw badRequest(field, 'must be an image of the media library');
  }
}

/** Rules the schema cannot state: a video the page can play, logos that exist. */
export function checkDetailSections<T extends Sections>(data: T): T {
  if (data.video_url && !embedUrl(data.video_url)) throw badRequest('video_url', 'must be a YouTube or Vimeo link');
  // The slider names its slides by their image, and a second copy of one picture adds nothing for a visitor.
  const seen = new Set<string>();
  (data.slider_images ?? []).forEach((item, i) => {
    if (seen.has(item.image)) throw badRequest(`slider_images.${i}.image`, 'is already in the slider');
    seen.add(item.image);
  });
  for (const partner of ['sponsors', 'promoters'] as const) {
    (data[partner] ?? []).forEach((p, i) => mustBeLibraryFile(p.logo, `${partner}.${i}.logo`));
  }
  return data;
}

/**
 * Replaces the owner's list sections with the entry's (the order of each list is its `sort`). Slider images keep
 * their stored object when the url is one the owner already had (seeded images keep their copyright); a new url
 * gets its renditions from the file, and a url that is none of the library's images is a 400 naming the item.
 * `detail_texts` keeps its other columns (the important information is written by the event store).
 */
export async function writeDetailSections(tx: Queryable, kind: OwnerKind, id: number, data: Sections): Promise<void> {
  const owner = [kind, id];
  await tx.query(
    `INSERT INTO detail_texts (owner_kind, owner_id, video_url, video_title_de, video_title_en) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (owner_kind, owner_id) DO UPDATE SET video_url = excluded.video_url, video_title_de = excluded.video_title_de, video_title_en = excluded.video_title_en`,
    [...owner, data.video_url || null, data.video_title_de ?? '', data.video_title_en ?? ''],
  );

  const previous = await tx.query<{ image_obj: ImageObj; image_thumbnails: ImageThumbnails | null }>(
    'SELECT image_obj, image_thumbnails FROM detail_images WHERE owner_kind = $1 AND owner_id = $2',
    owner,
  );
  const byUrl = new Map(previous.map((p) => [p.image_obj.url, p]));
  const images = [];
  for (const [i, item] of (data.slider_images ?? []).entries()) {
    const stored = await storedImage(tx, `slider_images.${i}.image`, item.image, byUrl.get(item.image) ?? null);
    images.push({ ...item, stored });
  }
  await tx.query('DELETE FROM detail_images WHERE owner_kind = $1 AND owner_id = $2', owner);
  for (const [i, item] of images.entries()) {
    await tx.query(
      'INSERT INTO detail_images (owner_kind, owner_id, caption_de, caption_en, image_obj, image_thumbnails, sort) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [...owner, item.caption_de, item.caption_en, JSON.stringify(item.stored.image_obj), item.stored.image_thumbnails ? JSON.stringify(item.stored.image_thumbnails) : null, i],
    );
  }

  await tx.query('DELETE FROM detail_programs WHERE owner_kind = $1 AND owner_id = $2', owner);
  for (const [i, p] of (data.programs ?? []).entries()) {
    await tx.query(
      'INSERT INTO detail_programs (owner_kind, owner_id, time_label, title_de, title_en, text_de, text_en, sort) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
      [...owner, p.time_label, p.title_de, p.title_en, p.text_de, p.text_en, i],
    );
  }

  // Contributors keep the team member their name links to, matched by name, as the seed linked them.
  const people = await tx.query<{ name: string; person_id: number | null }>(
    'SELECT name, person_id FROM detail_contributors WHERE owner_kind = $1 AND owner_id = $2',
    owner,
  );
  const personOf = new Map(people.map((p) => [p.name, p.person_id]));
  await tx.query('DELETE FROM detail_contributors WHERE owner_kind = $1 AND owner_id = $2', owner);
  for (const [i, c] of (data.contributors ?? []).entries()) {
    await tx.query(
      'INSERT INTO detail_contributors (owner_kind, owner_id, name, role_de, role_en, person_id, sort) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [...owner, c.name, c.role_de, c.role_en, personOf.get(c.name) ?? null, i],
    );
  }

  const partners = [
    ...(data.sponsors ?? []).map((p) => ({ ...p, kind: 'sponsor' })),
    ...(data.promoters ?? []).map((p) => ({ ...p, kind: 'promoter' })),
  ];
  await tx.query(
    `DELETE FROM detail_partners WHERE owner_kind = $1 AND owner_id = $2 AND kind = ANY($3::text[])`,
    [...owner, [...(data.sponsors ? ['sponsor'] : []), 'promoter']],
  );
  for (const [i, p] of partners.entries()) {
    await tx.query('INSERT INTO detail_partners (owner_kind, owner_id, kind, name, logo_url, link, sort) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      ...owner,
      p.kind,
      p.name,
      p.logo,
      p.link || null,
      i,
    ]);
  }
}

/** The parts the entry's fields carry, when the owner is deleted (a restore writes them back from its history). */
export async function removeDetailSections(tx: Queryable, kind: OwnerKind, id: number): Promise<void> {
  for (const table of ['detail_texts', 'detail_images', 'detail_programs', 'detail_contributors', 'detail_partners']) {
    await tx.query(`DELETE FROM ${table} WHERE owner_kind = $1 AND owner_id = $2`, [kind, id]);
  }
}

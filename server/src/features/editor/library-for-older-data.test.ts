import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { migrate } from '../../db/migrate';
import type { Db } from '../../db/types';
import { type Client, client } from '../../testing/session';
import { type TestApp, testApp, testDb } from '../../testing/test-app';
import { isReferenced, referencedNames } from './media-usage';

const MIGRATION = '033_library_entries_for_placed_images.sql';
type Entry = { file: string; width: number; height: number; alt_de: string; title: string };

let t: TestApp;
let editor: Client;
before(async () => {
  t = await testApp();
  editor = client(t.app);
  assert.equal((await editor.login('editor', 'editor')).statusCode, 200);
});
after(() => t.close());

const entries = (db: Db) => db.query<Entry>('SELECT file, width, height, alt_de, title FROM media_images ORDER BY file');
/** Starts the migration again, as a data folder that never ran it does. */
async function runAgain(db: Db): Promise<string[]> {
  await db.query('DELETE FROM schema_migrations WHERE name = $1', [MIGRATION]);
  return migrate(db);
}

test('a demo data folder seeded before the pictures were entries gets a complete library on its next start', async () => {
  const fresh = await entries(t.db);
  const referenced = await referencedNames(t.db);
  const placedFresh = fresh.filter((e) => isReferenced(referenced, e.file));
  assert.ok(placedFresh.length >= 10, `the demo places ${placedFresh.length} library pictures`);

  // The old state: the same pages and entries, no library rows for the drawn pictures.
  await t.db.query('DELETE FROM media_images');
  assert.deepEqual((await editor.get('/de/api/media-library/?kind=image')).json(), []);
  assert.deepEqual(await runAgain(t.db), [MIGRATION]);

  const backfilled = await entries(t.db);
  const byFile = new Map(backfilled.map((e) => [e.file, e]));
  // Every picture the site shows is an entry again, at the size it was drawn; nothing else is (no renditions, no
  // unplaced files, no vector wordmarks).
  for (const e of placedFresh) {
    const again = byFile.get(e.file);
    assert.ok(again, `${e.file} is back in the library`);
    assert.deepEqual([again.width, again.height], [e.width, e.height]);
    assert.ok(again.title.length > 0, `${e.file} is titled by its placement's alt text`);
    assert.equal(again.alt_de, '', 'the library texts stay empty: each placement keeps its own alt');
  }
  for (const e of backfilled) {
    assert.ok(isReferenced(referenced, e.file), `${e.file} is placed somewhere`);
    assert.doesNotMatch(e.file, /-(small|medium|large|sq\d+-\d+)\.(jpe?g|png)$|\.svg$/i);
  }
  // The screen lists them, and "where used" finds their places.
  const list = (await editor.get('/de/api/media-library/?kind=image&limit=200')).json() as Array<{ url: string }>;
  assert.equal(list.length, backfilled.length);
  const [first] = await t.db.query<{ id: number }>('SELECT id FROM media_images ORDER BY id LIMIT 1');
  assert.ok((await editor.get(`/de/api/media-library/image/${first.id}/`)).json().used_in.length > 0);

  // Run once more (a second instance, a record lost): nothing doubles, texts written since are kept.
  await t.db.query(`UPDATE media_images SET alt_de = 'Von Hand beschrieben' WHERE id = $1`, [first.id]);
  assert.deepEqual(await runAgain(t.db), [MIGRATION]);
  const twice = await entries(t.db);
  assert.equal(twice.length, backfilled.length);
  assert.equal((await t.db.query<{ alt_de: string }>('SELECT alt_de FROM media_images WHERE id = $1', [first.id]))[0].alt_de, 'Von Hand beschrieben');
});

test('a real deployment (no demo data) gains only the images its own rows place', async () => {
  const db = await testDb();
  try {
    assert.deepEqual(await entries(db), []);
    const [category] = await db.query<{ id: number }>(
      "INSERT INTO article_categories (slug_de, slug_en, name_de, name_en) VALUES ('k', 'c', 'K', 'C') RETURNING id",
    );
    const image = { url: '/media/uploads/eigenes-foto.jpg', width: 1024, height: 683, alt: 'Unser Foyer' };
    const rendition = { url: '/media/uploads/anderes-foto-small.jpg', width: 480, height: 320, alt: 'Klein' };
    await db.query(
      `INSERT INTO articles (slug_de, slug_en, title_de, title_en, date, category_id, image_obj, image_thumbnails, body_de)
       VALUES ('a', 'a', 'A', 'A', '2026-05-01', $1, $2, $3, '<img src="/media/uploads/nur-im-text.jpg">')`,
      [category.id, JSON.stringify(image), JSON.stringify([rendition])],
    );
    assert.deepEqual(await runAgain(db), [MIGRATION]);
    assert.deepEqual(
      (await entries(db)).map((e) => [e.file, e.width, e.height, e.title]),
      [['uploads/eigenes-foto.jpg', 1024, 683, 'Unser Foyer']],
    );
  } finally {
    await db.close();
  }
});

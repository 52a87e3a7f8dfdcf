import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { type Client, client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';

let t: TestApp;
let editor: Client;
let visitor: Client;
let formId: number;
const R = '/de/pageeditor-api/resources';
const E = (rest = '') => `/de/pageeditor-api/forms/${formId}/entries/${rest}`;
const json = { 'content-type': 'application/json' };
const send = (c: Client, url: string, payload: unknown, method = 'POST') => c.request({ method, url, payload: payload as object, headers: json });
const submit = (values: Record<string, unknown>, locale = 'de') => send(visitor, `/${locale}/api/forms-entries/`, { form: formId, field_values: values });

function uploadPdf(name: string) {
  const boundary = '----entriestest';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const csrf = 'entries-test-csrf-token-0123456789';
  return t.app.inject({
    method: 'POST',
    url: '/de/api/temp-files/',
    remoteAddress: '203.0.113.77',
    payload: Buffer.concat([head, Buffer.from('%PDF-1.4\nhello'), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-csrftoken': csrf },
    cookies: { csrftoken: csrf },
  });
}

before(async () => {
  t = await testApp({ config: { uploadsDir: fs.mkdtempSync(path.join(os.tmpdir(), 'entries-test-')) } });
  editor = client(t.app);
  await editor.login('editor', 'editor');
  visitor = client(t.app);
  const created = await send(editor, `${R}/forms/`, { title_de: 'Führungsanfrage', title_en: 'Tour request' });
  assert.equal(created.statusCode, 201, created.body);
  formId = created.json().id;
  assert.equal(created.json().slug_de, 'fuehrungsanfrage');
});
after(() => t.close());

test('form fields: roles, CSRF, 400 naming the field, and the visitor form follows at once', async () => {
  const kasse = client(t.app);
  await kasse.login('kasse', 'kasse');
  const field = { form_id: formId, label_de: 'Name', label_en: 'Name', field_type: '1', required: true, sort: 1 };
  assert.equal((await client(t.app).get(`${R}/form-fields/`)).statusCode, 401);
  assert.equal((await kasse.get(`${R}/form-fields/`)).statusCode, 403);
  assert.equal((await send(kasse, `${R}/form-fields/`, field)).statusCode, 403);
  assert.equal((await editor.request({ method: 'POST', url: `${R}/form-fields/`, payload: field, headers: json, csrf: false })).statusCode, 403);
  for (const [bad, name] of [
    [{ ...field, label_en: '' }, 'label_en'],
    [{ ...field, field_type: '99' }, 'field_type'],
    [{ ...field, form_id: 999_999 }, 'form_id'],
    [{ ...field, field_type: '6', choices: '' }, 'choices'],
    [{ ...field, slug: 'email2' }, 'slug'],
  ] as const) {
    const res = await send(editor, `${R}/form-fields/`, bad);
    assert.equal(res.statusCode, 400, `${name}: ${res.body}`);
    assert.equal(res.json().field, name);
  }
  // Before the field exists, an entry without a name is taken.
  assert.equal((await submit({})).statusCode, 201);
  const name = await send(editor, `${R}/form-fields/`, field);
  assert.equal(name.statusCode, 201, name.body);
  assert.equal(name.json().slug, 'name');
  assert.equal((await send(editor, `${R}/form-fields/`, field)).json().field, 'slug', 'a key is used once per form');
  const refused = await submit({});
  assert.equal(refused.statusCode, 400);
  assert.equal(refused.json().errors.name, 'Dieses Feld ist erforderlich!');
  const choice = await send(editor, `${R}/form-fields/`, {
    form_id: formId, label_de: 'Gruppe', label_en: 'Group', field_type: '6', sort: 2, choices: 'schule | Schulklasse | School class\nverein | Verein | Club',
  });
  assert.equal(choice.statusCode, 201, choice.body);
  assert.equal(choice.json().choices, 'schule | Schulklasse | School class\nverein | Verein | Club');
  const form = (await t.app.inject(`/en/api/forms/${formId}/`)).json();
  assert.deepEqual(form.fields.map((f: { slug: string }) => f.slug), ['name', 'gruppe', 'email2']);
  assert.deepEqual(form.fields[1].choices, [{ value: 'schule', label: 'School class' }, { value: 'verein', label: 'Club' }]);
  // Reordering: the group moves before the name for the next visitor.
  const moved = await send(editor, `${R}/form-fields/${choice.json().id}/`, { version: choice.json().version, sort: 0 }, 'PATCH');
  assert.equal(moved.statusCode, 200, moved.body);
  const reordered = (await t.app.inject(`/de/api/forms/${formId}/`)).json();
  assert.deepEqual(reordered.fields.map((f: { slug: string }) => f.slug), ['gruppe', 'name', 'email2']);
  const list = (await editor.get(`${R}/form-fields/?form_id=${formId}`)).json();
  assert.equal(list.count, 2);
});

test('a number field’s lowest and highest value: set in the back office, refused outside on the visitor’s submission', async () => {
  // A form of its own, so the entries below stay those of the other tests.
  const own = await send(editor, `${R}/forms/`, { title_de: 'Gruppenanmeldung', title_en: 'Group booking' });
  const ownId: number = own.json().id;
  const number = { form_id: ownId, label_de: 'Personen', label_en: 'People', slug: 'personen', field_type: '4', sort: 5 };
  for (const [bad, name] of [
    [{ ...number, min_value: 'zehn' }, 'min_value'],
    [{ ...number, min_value: '30', max_value: '10' }, 'max_value'],
    [{ ...number, field_type: '1', max_value: '10' }, 'max_value'],
  ] as const) {
    const res = await send(editor, `${R}/form-fields/`, bad);
    assert.equal(res.statusCode, 400, `${name}: ${res.body}`);
    assert.equal(res.json().field, name);
  }
  const created = await send(editor, `${R}/form-fields/`, { ...number, min_value: '10', max_value: '30,5' });
  assert.equal(created.statusCode, 201, created.body);
  assert.deepEqual([created.json().min_value, created.json().max_value], ['10', '30.5']);
  const shown = (await t.app.inject(`/de/api/forms/${ownId}/`)).json().fields.find((f: { slug: string }) => f.slug === 'personen');
  assert.deepEqual([shown.min_value, shown.max_value], [10, 30.5], 'the visitor’s form input gets the limits');

  const base = {};
  // Each submission from its own address, so the per-address limit on submissions stays out of this test.
  let address = 10;
  const submitFrom = (values: Record<string, unknown>, locale = 'de') => {
    const csrf = 'limits-test-csrf-token-0123456789';
    return t.app.inject({
      method: 'POST',
      url: `/${locale}/api/forms-entries/`,
      remoteAddress: `198.51.100.${address++}`,
      payload: { form: ownId, field_values: values },
      headers: { ...json, 'x-csrftoken': csrf },
      cookies: { csrftoken: csrf },
    });
  };
  for (const outside of ['9', '31', '-1']) {
    const res = await submitFrom({ ...base, personen: outside }, 'en');
    assert.equal(res.statusCode, 400, outside);
    assert.equal(res.json().errors.personen, 'Please enter a number within the allowed range!');
    assert.equal(res.json().field, 'field_values.personen');
  }
  for (const inside of ['10', '30,5', '12']) assert.equal((await submitFrom({ ...base, personen: inside })).statusCode, 201, inside);

  // Emptying both limits removes them; a new lowest value alone holds by itself.
  const cleared = await send(editor, `${R}/form-fields/${created.json().id}/`, { version: created.json().version, min_value: '', max_value: '' }, 'PATCH');
  assert.equal(cleared.statusCode, 200, cleared.body);
  assert.deepEqual([cleared.json().min_value, cleared.json().max_value], ['', '']);
  assert.equal((await submitFrom({ ...base, personen: '500' })).statusCode, 201);
  const floor = await send(editor, `${R}/form-fields/${created.json().id}/`, { version: cleared.json().version, min_value: '2' }, 'PATCH');
  assert.equal(floor.statusCode, 200, floor.body);
  assert.equal((await submitFrom({ ...base, personen: '1' })).statusCode, 400);
  assert.equal((await submitFrom({ ...base, personen: '500' })).statusCode, 201);
});

test('entries: list newest first with search, open one, CSV with BOM, ";" and escaping, delete one, delete all', async () => {
  assert.equal((await submit({ name: 'Anna "Ann" Grün; Kiel', gruppe: 'schule' })).statusCode, 201);
  assert.equal((await submit({ name: '=HYPERLINK("x")', gruppe: 'verein' }, 'en')).statusCode, 201);
  assert.equal((await client(t.app).get(E())).statusCode, 401);
  const kasse = client(t.app);
  await kasse.login('kasse', 'kasse');
  assert.equal((await kasse.get(E())).statusCode, 403);
  assert.equal((await kasse.get(E('csv/'))).statusCode, 403);
  const list = (await editor.get(E())).json();
  assert.equal(list.count, 3);
  assert.equal(list.items[0].field_values.name, '=HYPERLINK("x")', 'newest first');
  assert.deepEqual(list.columns.map((c: { slug: string }) => c.slug), ['gruppe', 'name']);
  const found = (await editor.get(E('?q=grün'))).json();
  assert.equal(found.count, 1);
  assert.equal(found.items[0].field_values.gruppe, 'schule');
  assert.equal((await editor.get(E('?page=0'))).json().field, 'page');
  const one = await editor.get(E(`${found.items[0].id}/`));
  assert.equal(one.statusCode, 200);
  assert.equal(one.json().entry.field_values.name, 'Anna "Ann" Grün; Kiel');

  const csv = await editor.get(E('csv/'));
  assert.equal(csv.statusCode, 200);
  assert.match(String(csv.headers['content-type']), /^text\/csv; charset=utf-8/);
  assert.match(String(csv.headers['content-disposition']), /^attachment/);
  const raw = csv.rawPayload;
  assert.deepEqual([...raw.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 byte order mark');
  const lines = raw.toString('utf8').slice(1).split('\r\n');
  assert.equal(lines[0], 'Nr.;Eingegangen;Sprache;Gruppe;Name');
  assert.match(lines[1], /^\d+;2\d{3}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d;en;verein;"'=HYPERLINK\(""x""\)"$/);
  assert.match(lines[2], /;de;schule;"Anna ""Ann"" Grün; Kiel"$/);
  assert.match(lines[3], /;de;;$/, 'the entry from before the fields has empty cells');
  assert.equal(lines[4], '');

  assert.equal((await editor.request({ method: 'DELETE', url: E(`${found.items[0].id}/`), csrf: false })).statusCode, 403);
  assert.equal((await editor.request({ method: 'DELETE', url: E(`${found.items[0].id}/`) })).statusCode, 204);
  assert.equal((await editor.request({ method: 'DELETE', url: E(`${found.items[0].id}/`) })).statusCode, 404);
  assert.equal((await editor.get(E())).json().count, 2);
  const unconfirmed = await editor.request({ method: 'DELETE', url: E() });
  assert.equal(unconfirmed.statusCode, 400);
  assert.equal(unconfirmed.json().field, 'confirm');
  assert.equal((await kasse.request({ method: 'DELETE', url: E('?confirm=delete-all') })).statusCode, 403);
  const all = await editor.request({ method: 'DELETE', url: E('?confirm=delete-all') });
  assert.equal(all.statusCode, 200);
  assert.equal(all.json().deleted, 2);
  assert.equal((await editor.get(E())).json().count, 0);
});

test('an uploaded file of an entry: staff download it, anyone else gets 404, and deleting the entry deletes it', async () => {
  const field = await send(editor, `${R}/form-fields/`, { form_id: formId, label_de: 'Anhang', label_en: 'Attachment', field_type: '11', sort: 3 });
  assert.equal(field.statusCode, 201, field.body);
  const file = await uploadPdf('Plan Ü.pdf');
  assert.equal(file.statusCode, 201, file.body);
  const entry = await submit({ name: 'Mit Datei', gruppe: 'verein', anhang: file.json().id });
  assert.equal(entry.statusCode, 201, entry.body);
  const url = E(`${entry.json().id}/files/anhang/`);
  assert.equal((await client(t.app).get(url)).statusCode, 404, 'anonymous');
  assert.equal((await t.app.inject(`/de/api/temp-files/${file.json().id}/`)).statusCode, 401, 'anonymous, by the file id');
  const kasse = client(t.app);
  await kasse.login('kasse', 'kasse');
  assert.equal((await kasse.get(url)).statusCode, 404, 'box office');
  const download = await editor.get(url);
  assert.equal(download.statusCode, 200);
  assert.match(String(download.headers['content-disposition']), /^attachment; .*filename\*=UTF-8''Plan%20%C3%9C\.pdf/);
  assert.equal(download.body, '%PDF-1.4\nhello');
  const csv = (await editor.get(E('csv/'))).rawPayload.toString('utf8');
  assert.match(csv, /;Anhang\r\n/);
  assert.match(csv, /;Plan Ü\.pdf\r\n/, 'the export names the file');
  assert.equal((await editor.request({ method: 'DELETE', url: E(`${entry.json().id}/`) })).statusCode, 204);
  const rows = await t.db.query('SELECT 1 FROM temp_files WHERE id = $1', [file.json().id]);
  assert.equal(rows.length, 0, 'the file went with the entry');
  assert.equal((await editor.get(url)).statusCode, 404);
});

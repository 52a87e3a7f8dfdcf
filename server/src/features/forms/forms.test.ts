import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FIELD_TYPES, type Form, formEntryResponseSchema, formSchema, tempFileSchema } from 'shared-contracts/entities';
import { type TestApp, testApp } from '../../testing/test-app';

const CSRF = 'domain-test-csrf-token-0123456789';
let t: TestApp;
let contact: Form;
let group: Form;

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: { 'x-csrftoken': CSRF, ...headers }, cookies: { csrftoken: CSRF } });

function multipart(name: string, type: string, data: Buffer, field = 'file') {
  const boundary = '----domaintest';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (name: string, type: string, data: Buffer, field = 'file') => {
  const body = multipart(name, type, data, field);
  return t.app.inject({ method: 'POST', url: '/de/api/temp-files/', payload: body.payload, headers: { ...body.headers, 'x-csrftoken': CSRF }, cookies: { csrftoken: CSRF } });
};
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 32)]);

before(async () => {
  // Upload limits have their own file (uploads.test.ts).
  process.env.UPLOADS_PER_ADDRESS = '10000';
  // Form entries are throttled like cart additions; their limit has its own test (visitor-input.test.ts).
  process.env.CART_ADDS_PER_CLIENT = '10000';
  process.env.CART_ADDS_PER_ADDRESS = '10000';
  t = await testApp({ now: new Date('2026-05-06T10:00:00Z') });
  contact = formSchema.parse((await t.app.inject({ url: '/de/api/forms/1/' })).json());
  group = formSchema.parse((await t.app.inject({ url: '/de/api/forms/2/' })).json());
});
after(() => t.close());

const validContact = { name: 'Erika Muster', email: 'erika@example.org', email2: 'erika@example.org', topic: 'tickets', message: 'Gibt es Rollstuhlplätze?', privacy: true };

describe('GET /api/forms/{id}/', () => {
  it('answers the form with the email2 confirmation field appended, in both languages', async () => {
    formSchema.strict().parse(contact);
    assert.deepEqual(contact.fields.at(-1), {
      id: 0,
      label: 'E-Mail-Adresse wiederholen',
      slug: 'email2',
      field_type: 'emailconfirm',
      required: false,
      visible: true,
      choices: [],
      default: null,
      placeholder_text: '',
      help_text: '',
      min_value: null,
      max_value: null,
    });
    const en = formSchema.parse((await t.app.inject({ url: '/en/api/forms/1/' })).json());
    assert.equal(en.title, 'Contact');
    const used = new Set([...contact.fields, ...group.fields].map((f) => f.field_type));
    for (const type of Object.values(FIELD_TYPES)) assert.ok(used.has(type), `field type ${type} is used by a demo form`);
    assert.equal((await t.app.inject({ url: '/de/api/forms/99/' })).statusCode, 404);
    assert.equal((await t.app.inject({ url: '/de/api/forms/x/' })).statusCode, 400);
  });
});

describe('POST /api/forms-entries/', () => {
  it('stores a valid entry and answers 201 {id, message}', async () => {
    const res = await post('/de/api/forms-entries/', { form: contact.id, field_values: validContact });
    assert.equal(res.statusCode, 201, res.body);
    const answer = formEntryResponseSchema.strict().parse(res.json());
    const [row] = await t.db.query<{ field_values: Record<string, unknown> }>('SELECT field_values FROM form_entries WHERE id = $1', [answer.id]);
    assert.equal(row.field_values.email, 'erika@example.org');
    assert.equal(row.field_values.privacy, true);
  });

  it('answers 400 with errors keyed by slug, in the language of the path', async () => {
    const de = await post('/de/api/forms-entries/', { form: contact.id, field_values: { email: 'kaputt', topic: 'nope' } });
    assert.equal(de.statusCode, 400);
    const errors = de.json().errors;
    assert.equal(errors.name, 'Dieses Feld ist erforderlich!');
    assert.equal(errors.email, 'Ungültige E-Mail-Adresse!');
    assert.equal(errors.privacy, 'Dieses Feld ist erforderlich!');
    assert.ok(errors.topic);
    const en = await post('/en/api/forms-entries/', { form: contact.id, field_values: { ...validContact, name: '', email: 'bad@', email2: 'bad@' } });
    assert.equal(en.json().errors.name, 'This field is required!');
    assert.equal(en.json().errors.email, 'Invalid e-mail address!');
    const mismatch = await post('/en/api/forms-entries/', { form: contact.id, field_values: { ...validContact, email2: 'other@example.org' } });
    assert.equal(mismatch.statusCode, 400);
    assert.ok(mismatch.json().errors.email2);
  });

  it('checks choices, numbers, dates, urls, multi values and file ids', async () => {
    const base = { organisation: 'Klasse 7b', contact_email: 'lehrer@schule.de', participants: '24', date: '2026-06-10', group_type: 'school', languages: ['de'], privacy: 'true' };
    assert.equal((await post('/de/api/forms-entries/', { form: group.id, field_values: base })).statusCode, 201);
    for (const [patch, slug] of [
      [{ participants: 'viele' }, 'participants'],
      [{ participants: '9' }, 'participants'],
      [{ participants: '31' }, 'participants'],
      [{ website: 'schule' }, 'website'],
      [{ date: '2026-02-30' }, 'date'],
      [{ group_type: 'pirates' }, 'group_type'],
      [{ languages: ['de', 'xx'] }, 'languages'],
      [{ languages: [] }, 'languages'],
      [{ topics: ['trade', 'bogus'] }, 'topics'],
      [{ website: 'javascript:alert(1)' }, 'website'],
      [{ attachment: '00000000-0000-4000-8000-000000000000' }, 'attachment'],
      [{ attachment: 'not-a-uuid' }, 'attachment'],
      [{ organisation: ['array'] }, 'organisation'],
    ] as const) {
      const res = await post('/de/api/forms-entries/', { form: group.id, field_values: { ...base, ...patch } });
      assert.equal(res.statusCode, 400, JSON.stringify(patch));
      assert.ok(res.json().errors[slug], `${slug}: ${res.body}`);
    }
    const file = tempFileSchema.parse((await upload('liste.pdf', 'application/pdf', PDF)).json());
    const withFile = await post('/de/api/forms-entries/', { form: group.id, field_values: { ...base, attachment: file.id, website: 'https://schule.de' } });
    assert.equal(withFile.statusCode, 201, withFile.body);
    const participants = group.fields.find((f) => f.slug === 'participants')!;
    assert.deepEqual([participants.min_value, participants.max_value], [10, 30]);
    const tooMany = await post('/en/api/forms-entries/', { form: group.id, field_values: { ...base, participants: '31' } });
    assert.equal(tooMany.json().errors.participants, 'Please enter a number within the allowed range!');
    for (const edge of ['10', '30']) assert.equal((await post('/de/api/forms-entries/', { form: group.id, field_values: { ...base, participants: edge } })).statusCode, 201);
  });

  it('stores a retried submit with the same Idempotency-Key once', async () => {
    const key = 'retry-7f1c2b';
    const [a, b] = await Promise.all([
      post('/de/api/forms-entries/', { form: contact.id, field_values: validContact }, { 'idempotency-key': key }),
      post('/de/api/forms-entries/', { form: contact.id, field_values: validContact }, { 'idempotency-key': key }),
    ]);
    assert.equal(a.statusCode, 201);
    assert.equal(b.statusCode, 201);
    assert.equal(a.json().id, b.json().id);
    const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM form_entries WHERE idempotency_key = $1', [key]);
    assert.equal(n, 1);
    const bad = await post('/de/api/forms-entries/', { form: contact.id, field_values: validContact }, { 'idempotency-key': 'x'.repeat(300) });
    assert.equal(bad.statusCode, 400);
  });

  it('rejects malformed bodies with 400 and unknown forms with 404', async () => {
    assert.equal((await post('/de/api/forms-entries/', { field_values: {} })).statusCode, 400);
    assert.equal((await post('/de/api/forms-entries/', { form: 'eins', field_values: {} })).statusCode, 400);
    assert.equal((await post('/de/api/forms-entries/', { form: 1, field_values: { name: { nested: true } } })).statusCode, 400);
    assert.equal((await post('/de/api/forms-entries/', { form: 555, field_values: {} })).statusCode, 404);
  });
});

describe('POST /api/temp-files/', () => {
  it('accepts allowed types and answers a TempFile', async () => {
    const res = await upload('plan.pdf', 'application/pdf', PDF);
    assert.equal(res.statusCode, 201, res.body);
    const file = tempFileSchema.strict().parse(res.json());
    assert.equal(file.name, 'plan.pdf');
    assert.equal(file.size, PDF.length);
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(50)]);
    assert.equal((await upload('bild.png', 'image/png', png)).statusCode, 201);
  });

  it('refuses other types, disguised content, a wrong field and files over 5 MB', async () => {
    const exe = await upload('tool.exe', 'application/x-msdownload', Buffer.from('MZ....'));
    assert.equal(exe.statusCode, 400);
    assert.equal(exe.json().field, 'file');
    assert.equal((await upload('fake.pdf', 'application/pdf', Buffer.from('not a pdf'))).statusCode, 400);
    assert.equal((await upload('plan.pdf', 'application/pdf', PDF, 'document')).statusCode, 400);
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024 + 10, 32)]);
    const tooBig = await upload('big.pdf', 'application/pdf', big);
    assert.equal(tooBig.statusCode, 413);
    const json = await post('/de/api/temp-files/', { file: 'x' });
    assert.equal(json.statusCode, 400);
  });
});

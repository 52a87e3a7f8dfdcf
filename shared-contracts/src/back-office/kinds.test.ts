import { z } from 'zod';
import { type FieldSpec, formFields, listColumns, referencedKind } from './descriptor';
import { BACK_OFFICE_KINDS } from './kind-names';
import { RESOURCE_DESCRIPTORS, descriptorOf } from './kinds';

describe('back-office kinds', () => {
  it('names every described kind once, in the light list the toolbar uses too', () => {
    expect(RESOURCE_DESCRIPTORS.map((d) => d.kind)).toEqual([...BACK_OFFICE_KINDS]);
    expect(descriptorOf('articles')?.kind).toBe('articles');
    expect(descriptorOf('nope')).toBeUndefined();
  });

  it('describes exactly the fields of each schema, with labels in both languages', () => {
    for (const d of RESOURCE_DESCRIPTORS) {
      expect(Object.keys(d.fields).sort()).toEqual(Object.keys(d.schema.shape).sort());
      for (const spec of Object.values(d.fields) as FieldSpec[]) {
        expect(spec.label.de).toBeTruthy();
        expect(spec.label.en).toBeTruthy();
      }
      expect(Object.keys(d.fields)).toContain(d.titleField);
      expect(listColumns(d).length).toBeGreaterThan(0);
      expect(formFields(d, true).length).toBeGreaterThan(0);
    }
  });

  it('names only described kinds from its reference fields, so a list can show their titles', () => {
    const kinds = new Set(RESOURCE_DESCRIPTORS.map((d) => d.kind));
    for (const d of RESOURCE_DESCRIPTORS) {
      for (const spec of Object.values(d.fields) as FieldSpec[]) {
        const kind = referencedKind(spec);
        if (kind) expect(kinds).toContain(kind);
      }
    }
    expect(referencedKind(descriptorOf('seat-groups')!.fields.event_id as FieldSpec)).toBe('events');
    expect(referencedKind(descriptorOf('prices')!.fields.seat_group_id as FieldSpec)).toBe('seat-groups');
  });

  it('validates with the field named and fills defaults', () => {
    const article = descriptorOf('articles')!.schema.safeParse({ title_de: '', title_en: 'x', date: '2026-01-01', category_id: 1 });
    expect(article.success).toBe(false);
    expect((article as z.ZodSafeParseError<unknown>).error.issues[0].path).toEqual(['title_de']);
    const tag = descriptorOf('article-tags')!.schema.parse({ name_de: 'Glas', name_en: 'Glass' });
    expect(tag).toEqual({ name_de: 'Glas', name_en: 'Glass', slug_de: '', slug_en: '' });
  });
});

import type { PageModule } from 'shared-contracts/site';
import { compareVersions, plain } from './compare-versions';

const m = (id: number, kind: string, data: Record<string, unknown> = {}, extra: Partial<PageModule> = {}) =>
  ({ id, content_type: kind, slug: null, parent: null, object_id: null, position: 0, data, ...extra }) as unknown as PageModule;
const section = (id: number, layout: string, columns: PageModule[][]) =>
  m(id, 'container', {}, { layout, columns: columns.map((children) => ({ classes: '', children })) } as never);

describe('compareVersions', () => {
  it('finds added, removed, moved and changed modules with old → new field values', () => {
    const older = [section(1, '50-50', [[m(2, 'headline', { content: 'Alt', anchor: 'a' }), m(3, 'text', { content: '<p>Eins</p>' })], []]), m(4, 'quote', { content: 'Weg' })];
    const current = [section(1, '33-67', [[m(3, 'text', { content: '<p>Eins</p>' })], [m(2, 'headline', { content: 'Neu' })]]), m(5, 'html', { content: 'x' })];
    const changes = compareVersions(older, current);
    expect(changes).toEqual([
      { type: 'changed', id: 1, kind: 'container', label: '', fields: [{ field: 'layout', before: '50-50', after: '33-67' }] },
      { type: 'moved', id: 3, kind: 'text', label: 'Eins' },
      { type: 'moved', id: 2, kind: 'headline', label: 'Neu' },
      { type: 'changed', id: 2, kind: 'headline', label: 'Neu', fields: [{ field: 'anchor', before: 'a', after: '' }, { field: 'content', before: 'Alt', after: 'Neu' }] },
      { type: 'added', id: 5, kind: 'html', label: 'x' },
      { type: 'removed', id: 4, kind: 'quote', label: 'Weg' },
    ]);
  });

  it('does not count a module as moved when another was inserted before it, and ignores derived image parts', () => {
    const older = [m(1, 'image', { image: '/media/a.jpg', image_obj: { url: 'x' } }), m(2, 'text', { content: 'b' })];
    const current = [m(3, 'quote', { content: 'neu' }), m(1, 'image', { image: '/media/a.jpg', image_obj: { url: 'y' } }), m(2, 'text', { content: 'b' })];
    expect(compareVersions(older, current)).toEqual([{ type: 'added', id: 3, kind: 'quote', label: 'neu' }]);
    expect(compareVersions(current, current)).toEqual([]);
  });

  it('shows values as short plain text', () => {
    expect(plain('<p>Hallo&nbsp;<b>Welt</b></p>')).toBe('Hallo Welt');
    expect(plain(null)).toBe('');
    expect(plain('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(plain([1, 2])).toBe('[1,2]');
  });
});

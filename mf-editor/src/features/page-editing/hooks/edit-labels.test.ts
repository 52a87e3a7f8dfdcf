import i18next from 'i18next';
import type { PageModule } from 'shared-contracts/site';
import { de } from '../../../i18n/de';
import { editLabels } from './edit-labels';

const t = i18next.createInstance();
void t.init({ lng: 'de', resources: { de: { translation: de } }, initAsync: false, showSupportNotice: false });

const mod = (id: number, content_type: string, data: Record<string, unknown>) => ({ id, content_type, slug: null, parent: 1, object_id: null, position: id, data }) as unknown as PageModule;

describe('editLabels', () => {
  it('gives the anchors of one list distinct names from their titles, keeps a lone module short, and numbers true twins', () => {
    const anchors = ['Anreise', 'Öffnungszeiten', 'Eintritt', 'Barrierefreiheit', 'Führungen'].map((title, i) => mod(10 + i, 'anchor_item', { title, anchor: `a${i}` }));
    const labels = editLabels([...anchors, mod(20, 'text', { content: '<p>Willkommen</p>' }), mod(21, 'quote', { content: 'Gleich' }), mod(22, 'quote', { content: 'Gleich' })], t.t);
    expect(anchors.map((a) => labels.get(a.id))).toEqual([
      'Bearbeiten: Anker „Anreise“',
      'Bearbeiten: Anker „Öffnungszeiten“',
      'Bearbeiten: Anker „Eintritt“',
      'Bearbeiten: Anker „Barrierefreiheit“',
      'Bearbeiten: Anker „Führungen“',
    ]);
    expect(labels.get(20)).toBe('Bearbeiten: Text');
    expect([labels.get(21), labels.get(22)]).toEqual(['Bearbeiten: Zitat „Gleich“ (1)', 'Bearbeiten: Zitat „Gleich“ (2)']);
    expect(new Set(labels.values()).size).toBe(labels.size);
  });
});

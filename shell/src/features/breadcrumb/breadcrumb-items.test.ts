import type { PageRef } from 'shared-contracts/site';
import { breadcrumbItems } from './breadcrumb-items';

const ref = (id: number, title: string, de: string, parent: PageRef | null = null): PageRef => ({ id, title, urls: { de, en: de.replace('/de', '/en') }, parent });

describe('breadcrumbItems', () => {
  it('is Home plus the parent chain, the page last without a link', () => {
    const parent = ref(2, 'Besuch', '/de/besuch', ref(1, 'Start', '/de'));
    expect(breadcrumbItems('de', 'Startseite', { title: 'Anfahrt', parent })).toEqual([
      { label: 'Startseite', to: '/de' },
      { label: 'Besuch', to: '/de/besuch' },
      { label: 'Anfahrt', to: null },
    ]);
  });
  it('works without a page', () => {
    expect(breadcrumbItems('en', 'Home', null, 'Events')).toEqual([
      { label: 'Home', to: '/en' },
      { label: 'Events', to: null },
    ]);
  });
});

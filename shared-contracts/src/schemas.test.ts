import { cartRequestSchema, formEntryRequestSchema, eventSchema, CART_ERROR_NOT_ENOUGH_SEATS } from './entities';
import { authStateSchema, ANONYMOUS, pageModuleSchema } from './site';
import { api } from './api-paths';

describe('schemas', () => {
  it('accept a valid cart request and name the bad field of an invalid one', () => {
    expect(cartRequestSchema.parse({ quantities: [2], event_jet_id: 10, sale_type_ids: [1] })).toBeTruthy();
    const bad = cartRequestSchema.safeParse({ quantities: [0], event_jet_id: 'x', sale_type_ids: [] });
    expect(bad.success).toBe(false);
    const fields = bad.error!.issues.map((i) => i.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['quantities', 'event_jet_id', 'sale_type_ids']));
    expect(CART_ERROR_NOT_ENOUGH_SEATS).toBe(-214);
  });

  it('accept form entries keyed by field slug with single and list values', () => {
    expect(formEntryRequestSchema.parse({ form: 1, field_values: { email: 'a@b.de', interests: ['a', 'b'], newsletter: null } })).toBeTruthy();
    expect(formEntryRequestSchema.safeParse({ form: 'one', field_values: {} }).success).toBe(false);
  });

  it('default the auth state to anonymous values', () => {
    expect(authStateSchema.parse(ANONYMOUS)).toEqual(ANONYMOUS);
    expect(ANONYMOUS.is_logged_in).toBe(false);
  });

  it('parse nested module trees', () => {
    const tree = {
      id: 1, content_type: 'container', slug: 'home', parent: null, object_id: null, position: 0, data: {}, layout: '50-50',
      columns: [{ classes: 'col', children: [{ id: 2, content_type: 'headline', slug: null, parent: 1, object_id: null, position: 0, data: { content: 'Hallo' } }] }],
    };
    expect(pageModuleSchema.parse(tree).columns?.[0].children[0].content_type).toBe('headline');
    expect(pageModuleSchema.safeParse({ ...tree, content_type: 'nope' }).success).toBe(false);
  });

  it('reject an event without its seat groups', () => {
    expect(eventSchema.safeParse({ id: 1, title: 'x' }).success).toBe(false);
  });
});

describe('API paths', () => {
  it('put the locale prefix where the call has one, lang for the unprefixed calls', () => {
    expect(api.events('de', { page: 1, page_size: 10, room: '' })).toBe('/de/api/events/?page=1&page_size=10');
    expect(api.page('en', '/about/team')).toBe('/en/pageeditor-api/page/about/team');
    expect(api.autocomplete('de', 'AUSSTELL')).toBe('/api/search/autocomplete/?query=ausstell&lang=de');
    expect(api.breakingNews('en')).toBe('/api/breaking-news/?lang=en');
    expect(api.settings()).toBe('/pageeditor-api/settings');
    expect(api.shopCart('de')).toBe('/de/api/shop-cart/');
  });
});

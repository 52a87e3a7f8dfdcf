import { shouldShowAlert } from './alert-rule';

const news = { id: 7, title: 'Heute geschlossen', text: 'Wegen Sturm', link: null, link_title: '' };

describe('top alert cookie rule', () => {
  it('shows news without a dismissal', () => expect(shouldShowAlert(news, undefined)).toBe(true));
  it('hides news whose id the cookie holds', () => expect(shouldShowAlert(news, '7')).toBe(false));
  it('shows news when the cookie holds another alert id', () => expect(shouldShowAlert(news, '6')).toBe(true));
  it('shows nothing without news', () => expect(shouldShowAlert(null, undefined)).toBe(false));
});

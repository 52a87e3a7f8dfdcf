import { localeFromAcceptLanguage } from 'shared-contracts/locales';
import { browserLanguages } from './root-redirect';

it('takes every language the browser lists, in order, so "fr, en" leads to /en', () => {
  expect(localeFromAcceptLanguage(browserLanguages({ language: 'fr', languages: ['fr', 'en'] }))).toBe('en');
  expect(localeFromAcceptLanguage(browserLanguages({ language: 'fr-FR', languages: ['fr-FR', 'de', 'en'] }))).toBe('de');
  expect(localeFromAcceptLanguage(browserLanguages({ language: 'fr', languages: [] }))).toBe('de');
  expect(browserLanguages(undefined)).toBe('');
});

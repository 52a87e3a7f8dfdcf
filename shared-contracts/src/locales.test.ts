import { localeFromAcceptLanguage } from './locales';

it.each([
  ['fr, en', 'en'],
  ['fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7', 'en'],
  ['en-GB,en;q=0.9', 'en'],
  ['de-CH, en;q=0.8', 'de'],
  ['en;q=0.3, de;q=0.9', 'de'],
  ['fr, it', 'de'],
  ['en;q=0, fr', 'de'],
  ['', 'de'],
  [undefined, 'de'],
])('Accept-Language %p → /%s', (header, locale) => {
  expect(localeFromAcceptLanguage(header)).toBe(locale);
});

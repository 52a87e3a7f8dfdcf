import { QueryClient } from '@tanstack/react-query';
import type { DeclaredQuery } from 'site-config/remote-kit/server-prefetch';
import { shellQueries } from './route-queries';

/** The keys a declaration names, second stages run against a cache holding `data` (key → value). */
function keys(declared: readonly DeclaredQuery[], data: Array<[unknown[], unknown]> = []): string[] {
  const client = new QueryClient();
  for (const [key, value] of data) client.setQueryData(key, value);
  return declared.flatMap((entry) => (typeof entry === 'function' ? keys(entry(client), data) : [JSON.stringify(entry.queryKey)]));
}

const CHROME = ['["site","settings"]', '["auth","details","de"]', '["auth","user"]', '["breaking-news","de"]', '["navigation","de"]', '["opening-hours","today","de"]'];

test('a CMS page reads the chrome and the page at its path; the home page is the empty path', () => {
  expect(keys(shellQueries('/de', 200))).toEqual([...CHROME, '["page","de","",null]']);
  expect(keys(shellQueries('/de/besuch/anfahrt?x=1', 200))).toEqual([...CHROME, '["page","de","besuch/anfahrt",null]']);
  expect(keys(shellQueries('/en/impressum', 200))).toContain('["page","en","impressum",null]');
});

test('staff asking for a version read it once they are known to be staff; anyone else reads the current page', () => {
  const declared = shellQueries('/de/besuch?v=7', 200);
  expect(keys(declared, [[['auth', 'user'], { id: 1 }]])).toContain('["page","de","besuch",7]');
  expect(keys(declared, [[['auth', 'user'], null]])).toContain('["page","de","besuch",null]');
});

test('the events page reads its CMS page for the header; routes whose data is in their slot read only the chrome', () => {
  expect(keys(shellQueries('/de/veranstaltungen?date=04-12-2026', 200))).toEqual([...CHROME, '["page","de","veranstaltungen",null]']);
  expect(keys(shellQueries('/de/team/clara-neumann/3', 200))).toEqual(CHROME);
});

test('an error status reads the error screen: settings, visitor, and the custom HTML only when the design has one', () => {
  const declared = shellQueries('/de/gibt-es-nicht', 404);
  const base = ['["site","settings"]', '["auth","details","de"]', '["auth","user"]'];
  expect(keys(declared, [[['site', 'settings'], { design: { error_pages: [] } }]])).toEqual(base);
  expect(keys(declared, [[['site', 'settings'], { design: { error_pages: [404] } }]])).toEqual([...base, '["error-html",404]']);
});

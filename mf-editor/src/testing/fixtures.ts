import type { LoggedUser } from 'shared-contracts/site';

export const editorUser: LoggedUser = {
  id: 1,
  email: 'editor@example.org',
  username: 'editor',
  first_name: 'Erika',
  last_name: 'Muster',
  role: 'editor',
  admin_menus: [{ title: 'Seiten', url: '/admin/pages/' }],
  admin_edit_urls: { productions: '/admin/productions/{id}/edit/', articles: '/admin/articles/' },
};

/**
 * Standalone harness for `npm run dev -w mf-editor`: logs in against the real server through the dev proxy
 * (GET /{locale}/pageeditor-api/user must answer 200, as in the shell), then mounts the editor exactly as the
 * shell does, as a single-spa application active while the staff session exists.
 */
import { registerApplication, start, navigateToUrl } from 'single-spa';
import { api } from 'shared-contracts/api-paths';
import { localeOfPath } from 'shared-contracts/locales';
import { ANONYMOUS, type LoggedUser } from 'shared-contracts/site';

const page = document.getElementById('page')!;
const bar = document.getElementById('harness-bar')!;

function harnessBar(text: string, link?: { href: string; label: string }) {
  const label = document.createElement('strong');
  label.textContent = 'mf-editor';
  const info = document.createElement('span');
  info.textContent = text;
  bar.replaceChildren(label, info);
  if (link) {
    const a = document.createElement('a');
    a.href = link.href;
    a.textContent = link.label;
    bar.append(a);
  }
}

async function boot() {
  if (location.pathname === '/') history.replaceState(null, '', '/de?edit');
  const locale = localeOfPath(location.pathname);
  const response = await fetch(api.user(locale), { credentials: 'include' });
  if (!response.ok) {
    harnessBar(`GET ${api.user(locale)} → ${response.status}`, { href: `/${locale}/login/?next=${encodeURIComponent(location.pathname)}`, label: 'Login (editor / editor)' });
    return;
  }
  const user = (await response.json()) as LoggedUser;
  harnessBar(location.pathname + location.search);
  page.textContent = '';
  registerApplication({
    name: 'mf_editor',
    app: () => import('./exposes/toolbar') as never,
    activeWhen: () => true,
    customProps: () => ({
      locale: localeOfPath(location.pathname),
      host: { navigate: navigateToUrl },
      auth: ANONYMOUS,
      settings: null,
      query: Object.fromEntries(new URLSearchParams(location.search)),
      user,
      pathname: location.pathname,
      domElement: document.getElementById('slot-editor')!,
    }),
  });
  start();
}

void boot();

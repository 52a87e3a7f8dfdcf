/**
 * Standalone harness for `npm run dev -w mf-editor`: logs in against the real server through the dev proxy
 * (GET /{locale}/pageeditor-api/user must answer 200, as in the shell), then mounts the editor exactly as the
 * shell does, as a single-spa application active while the staff session exists.
 */
import { registerApplication, start, navigateToUrl, mountRootParcel, type ParcelConfig } from 'single-spa';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { api } from 'shared-contracts/api-paths';
import { createBus } from 'shared-contracts/events';
import { localeOfPath } from 'shared-contracts/locales';
import { ANONYMOUS } from 'shared-contracts/constants';
import type { LoggedUser, Page } from 'shared-contracts/site';

/** mf-content's dev server (`npm run dev -w mf-content`), so edit mode has a real page to work on. */
const CONTENT_MANIFEST = 'http://localhost:3101/mf-manifest.json';

/** Renders the page with mf-content's Page slot, loaded through the federation runtime like the shell does. */
async function mountPage(locale: 'de' | 'en', user: LoggedUser) {
  const rest = location.pathname.split('/').slice(2).join('/');
  const response = await fetch(api.page(locale, rest), { credentials: 'include' });
  if (!response.ok) return;
  const pageData = (await response.json()) as Page;
  try {
    registerRemotes([{ name: 'mf_content', entry: CONTENT_MANIFEST }]);
    const config = await loadRemote<ParcelConfig>('mf_content/Page');
    if (!config) return;
    const props = {
      locale,
      host: { navigate: navigateToUrl },
      auth: { ...ANONYMOUS, is_logged_in: true, username: user.username },
      settings: null,
      query: Object.fromEntries(new URLSearchParams(location.search)),
      path: location.pathname,
      page: pageData,
      domElement: page,
    };
    const parcel = mountRootParcel(config, props);
    // What the shell does on 'page.updated': fetch the page again and hand it to the Page slot.
    createBus().on('page.updated', async () => {
      const fresh = await fetch(api.page(locale, rest), { credentials: 'include' });
      if (fresh.ok) await parcel.update?.({ ...props, page: (await fresh.json()) as Page });
    });
  } catch (error) {
    page.textContent = `mf-content is not running on ${CONTENT_MANIFEST}: ${String(error)}`;
  }
}

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
  void mountPage(locale, user);
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

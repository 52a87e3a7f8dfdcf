import { registerRemotes } from '@module-federation/enhanced/runtime';
import { getAppNames, registerApplication, triggerAppChange, type LifeCycles } from 'single-spa';
import { isShopPath } from 'shared-contracts/routes';
import type { RemoteMap } from 'shared-contracts/slots';
import { loadSlotConfig } from 'site-config/remote-kit/load-slot';
import { hostSnapshot } from '../app/host-store';
import { setApplicationStatus } from './application-status';

export const SHOP_ROOT_ID = 'shop-root';
export const EDITOR_ROOT_ID = 'editor-root';

/** The element an application renders into; created at the start of <body> if the layout has none right now. */
export function mountPoint(id: string): HTMLElement {
  let element = document.getElementById(id);
  if (!element) {
    element = document.createElement('div');
    element.id = id;
    document.body.prepend(element);
  }
  return element;
}

/** How long an application waits for its layout to render its mount point before it makes one itself. */
const MOUNT_POINT_WAIT_MS = 5000;

/**
 * Resolves once the element `id` exists: the layout that holds it may still be loading its code (the shop's frame
 * loads on demand) when single-spa wants to mount the application into it.
 */
export function whenMountPoint(id: string, waitMs = MOUNT_POINT_WAIT_MS): Promise<void> {
  if (document.getElementById(id)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => document.getElementById(id) && done());
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(done, waitMs);
  });
}

async function loadApplication(name: string, id: string, mountInto?: string): Promise<LifeCycles> {
  setApplicationStatus(name, 'loading');
  try {
    const config = (await loadSlotConfig(id, (error) => {
      console.error(`[shell] application ${id} failed`, error);
      setApplicationStatus(name, 'failed');
    })) as unknown as LifeCycles;
    setApplicationStatus(name, 'ready');
    if (!mountInto) return config;
    // single-spa runs an array of lifecycle functions in order: first the wait for the layout's element.
    const mounts = Array.isArray(config.mount) ? config.mount : [config.mount];
    return { ...config, mount: [() => whenMountPoint(mountInto), ...mounts] };
  } catch (error) {
    lastFailureAt = Date.now();
    setApplicationStatus(name, 'failed');
    throw error;
  }
}

/**
 * Loads a failed application again: single-spa retries an application whose load failed on its next reroute, and
 * the federation runtime no longer holds on to the failure (see retry-plugin.ts and site-config/remote-kit/forget-failed-shares.ts).
 */
export function retryApplications() {
  // single-spa skips an application whose load failed less than 200 ms ago; a quick press must not be lost.
  const wait = Math.max(0, LOAD_RETRY_GAP_MS - (Date.now() - lastFailureAt));
  setTimeout(() => void triggerAppChange(), wait);
}

const LOAD_RETRY_GAP_MS = 250;
let lastFailureAt = 0;

export const shopActivity = (location: Location) => isShopPath(location.pathname);
/** The toolbar belongs to the site pages; the shop has its own frame. */
export const editorActivity = (location: Location) => !isShopPath(location.pathname);

/** mf-shop: a single-spa application active on the (unlocalized) shop paths (docs/product.md). */
export function registerShop() {
  if (getAppNames().includes('mf_shop')) return;
  registerApplication({
    name: 'mf_shop',
    app: () => loadApplication('mf_shop', 'mf_shop/ShopApp', SHOP_ROOT_ID),
    activeWhen: shopActivity,
    customProps: (_name, location) => ({
      ...hostSnapshot().base,
      pathname: location.pathname,
      domElementGetter: () => mountPoint(SHOP_ROOT_ID),
    }),
  });
}

/**
 * mf-editor: registered with the federation runtime and with single-spa only after /pageeditor-api/user answered 200,
 * so an anonymous visitor's browser never requests anything of it.
 */
export function registerEditor(map: RemoteMap) {
  if (getAppNames().includes('mf_editor')) return;
  registerRemotes([{ name: 'mf_editor', entry: map.mf_editor }]);
  registerApplication({
    name: 'mf_editor',
    app: () => loadApplication('mf_editor', 'mf_editor/Toolbar'),
    activeWhen: editorActivity,
    customProps: (_name, location) => ({
      ...hostSnapshot().base,
      user: hostSnapshot().user,
      pathname: location.pathname,
      domElementGetter: () => mountPoint(EDITOR_ROOT_ID),
    }),
  });
}

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => null, loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('single-spa', () => {
  const names: string[] = [];
  return {
    getAppNames: () => names,
    registerApplication: jest.fn((config: { name: string }) => names.push(config.name)),
  };
});

import { registerRemotes } from '@module-federation/enhanced/runtime';
import { registerApplication } from 'single-spa';
import { defaultRemoteMap } from 'shared-contracts/slots';
import { setHostSnapshot } from '../app/host-store';
import { editorActivity, mountPoint, registerEditor, registerShop, shopActivity } from './register-applications';

const at = (pathname: string) => ({ pathname }) as Location;

describe('single-spa applications', () => {
  it('activates the shop on the shop paths only', () => {
    expect(shopActivity(at('/webshop'))).toBe(true);
    expect(shopActivity(at('/eventim.webshop/cart'))).toBe(true);
    expect(shopActivity(at('/testshop/x/y'))).toBe(true);
    expect(shopActivity(at('/de/webshop'))).toBe(false);
    expect(shopActivity(at('/de'))).toBe(false);
  });

  it('keeps the editor toolbar off the shop', () => {
    expect(editorActivity(at('/de/veranstaltungen'))).toBe(true);
    expect(editorActivity(at('/webshop/cart'))).toBe(false);
  });

  it('registers the shop once, without touching the editor remote', () => {
    registerShop();
    registerShop();
    expect(registerApplication).toHaveBeenCalledTimes(1);
    expect(registerApplication).toHaveBeenCalledWith(expect.objectContaining({ name: 'mf_shop' }));
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('registers the editor remote with the runtime only when asked (after a staff login), once', () => {
    registerEditor(defaultRemoteMap());
    registerEditor(defaultRemoteMap());
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_editor', entry: '/remotes/mf-editor/mf-manifest.json' }]);
    expect(registerApplication).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'mf_editor' }));
  });

  it('passes host props and a DOM element to the application', () => {
    const config = (registerApplication as jest.Mock).mock.calls.find(([c]) => c.name === 'mf_shop')[0];
    const props = config.customProps('mf_shop', { pathname: '/webshop/cart' });
    expect(props.pathname).toBe('/webshop/cart');
    expect(props.domElementGetter()).toBe(document.getElementById('shop-root'));
  });

  it("computes the editor's props at each lifecycle call from the latest shell state, not once at registration", () => {
    const config = (registerApplication as jest.Mock).mock.calls.find(([c]) => c.name === 'mf_editor')[0];
    const user = { id: 1, username: 'editor', first_name: 'Eda', last_name: 'Editor' } as never;
    setHostSnapshot({ base: { ...config.customProps('mf_editor', { pathname: '/de' }), locale: 'de' }, user });
    expect(config.customProps('mf_editor', { pathname: '/de' })).toMatchObject({ locale: 'de', pathname: '/de', user });
    // A language switch updates the snapshot (LocaleLayout's HostSnapshot); the next lifecycle call sees it.
    setHostSnapshot({ base: { ...config.customProps('mf_editor', { pathname: '/en' }), locale: 'en' } });
    expect(config.customProps('mf_editor', { pathname: '/en' })).toMatchObject({ locale: 'en', pathname: '/en', user });
  });

  it('creates the mount point when the layout has none', () => {
    const element = mountPoint('some-root');
    expect(element.id).toBe('some-root');
    expect(mountPoint('some-root')).toBe(element);
  });
});

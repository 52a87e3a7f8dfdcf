import { defaultRemoteMap } from 'shared-contracts/slots';
import { DEV_OVERRIDES_KEY, isManifestUrl, parseRemoteMap, readRemoteMap, remotesToRegister } from './remote-map';

describe('parseRemoteMap', () => {
  it('takes known remotes with valid URLs from an object', () => {
    const map = parseRemoteMap({ mf_events: 'https://cdn.example.org/events/v2/mf-manifest.json' });
    expect(map.mf_events).toBe('https://cdn.example.org/events/v2/mf-manifest.json');
    expect(map.mf_content).toBe(defaultRemoteMap().mf_content);
  });

  it('parses a JSON string', () => {
    expect(parseRemoteMap('{"mf_search":"/other/mf-search/mf-manifest.json"}').mf_search).toBe('/other/mf-search/mf-manifest.json');
  });

  it('ignores unknown names, bad URLs and malformed input', () => {
    const map = parseRemoteMap({ 'mf-events': '/x.json', mf_shop: 'javascript:alert(1)', mf_editor: 42, mf_booking: '//evil.example/m.json' });
    expect(map).toEqual(defaultRemoteMap());
    expect(parseRemoteMap('{not json')).toEqual(defaultRemoteMap());
    expect(parseRemoteMap(['/a'])).toEqual(defaultRemoteMap());
    expect(parseRemoteMap(null)).toEqual(defaultRemoteMap());
  });

  it('accepts same-origin paths and http(s) URLs only', () => {
    expect(isManifestUrl('/remotes/mf-shop/mf-manifest.json')).toBe(true);
    expect(isManifestUrl('http://localhost:3101/mf-manifest.json')).toBe(true);
    expect(isManifestUrl('data:text/plain,x')).toBe(false);
    expect(isManifestUrl('')).toBe(false);
  });
});

describe('readRemoteMap', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>).__REMOTE_MAP__;
    window.localStorage.clear();
  });

  it('prefers the injected map', () => {
    (window as unknown as Record<string, unknown>).__REMOTE_MAP__ = { mf_events: '/v2/mf-events/mf-manifest.json' };
    window.localStorage.setItem(DEV_OVERRIDES_KEY, '{"mf_events":"/dev.json"}');
    expect(readRemoteMap().mf_events).toBe('/v2/mf-events/mf-manifest.json');
  });

  it('falls back to the defaults plus dev overrides', () => {
    window.localStorage.setItem(DEV_OVERRIDES_KEY, '{"mf_events":"http://localhost:3101/mf-manifest.json"}');
    const map = readRemoteMap();
    expect(map.mf_events).toBe('http://localhost:3101/mf-manifest.json');
    expect(map.mf_content).toBe('/remotes/mf-content/mf-manifest.json');
  });
});

describe('remotesToRegister', () => {
  it('leaves the excluded remotes out', () => {
    const names = remotesToRegister(defaultRemoteMap(), ['mf_editor']).map((r) => r.name);
    expect(names).not.toContain('mf_editor');
    expect(names).toHaveLength(5);
  });
});

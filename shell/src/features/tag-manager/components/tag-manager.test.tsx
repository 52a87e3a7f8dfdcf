import { act } from '@testing-library/react';
import { bus } from '../../../lib/bus';
import { renderShell } from '../../../testing/render-shell';
import { TagManager } from './tag-manager';

const settings = (tagManager: string | null) => ({ design: { tag_manager_id: tagManager } }) as never;
const script = () => document.head.querySelector('script[data-tag-manager]');
const consent = (tracking: boolean) => act(() => bus.emit('consent.changed', { required: true, tracking, media: false, decided: true }));

afterEach(() => script()?.remove());

describe('TagManager', () => {
  it('loads the tag manager of design settings only once the visitor agrees to tracking, and only once', () => {
    renderShell(<TagManager />, { shell: { settings: settings('GTM-AB12CD') } });
    expect(script()).toBeNull();
    consent(false);
    expect(script()).toBeNull();
    consent(true);
    expect(script()).toHaveAttribute('src', 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD');
    consent(true);
    expect(document.head.querySelectorAll('script[data-tag-manager]')).toHaveLength(1);
  });

  it('loads nothing without an id, whatever the consent', () => {
    renderShell(<TagManager />, { shell: { settings: settings(null) } });
    consent(true);
    expect(script()).toBeNull();
  });
});

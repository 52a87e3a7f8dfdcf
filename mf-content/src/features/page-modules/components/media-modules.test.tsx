import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANONYMOUS } from 'shared-contracts/constants';
import { createBus } from 'shared-contracts/events';
import { CmsPage } from '../../cms-page/components/cms-page';
import { mod, page } from '../../../testing/fixtures';
import { renderSlot } from 'site-config/jest/render-slot';
import { preloadModuleViews } from './module-views';

// The Page slot loads the on-demand views its page uses before it renders (its `prepare`); these tests render
// CmsPage directly, so they do the same.
beforeAll(() => preloadModuleViews([mod('video', {}), mod('audio', {}), mod('form', {})]));

beforeEach(() => {
  delete (window as unknown as Record<string, unknown>).__siteBusLastValues__;
});

describe('media embeds', () => {
  it('show a consent prompt until media consent arrives on the bus', () => {
    renderSlot(<CmsPage path="/de/besuch" page={page([mod('video', { video_url: 'https://www.youtube.com/watch?v=abc123', title: 'Trailer' })])} />);
    expect(screen.getByText(/von YouTube bereitgestellt/)).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    act(() => createBus().emit('consent.changed', { required: true, tracking: false, media: true, decided: true }));
    expect(screen.getByTitle('Trailer')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abc123');
  });

  it('asks the shell for the cookie manager from the prompt', async () => {
    const requested = jest.fn();
    const off = createBus().on('consent.manager.requested', requested);
    renderSlot(<CmsPage path="/de/besuch" page={page([mod('audio', { code: '<iframe src="https://open.spotify.com/embed/x"></iframe>' })])} />, { locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cookie settings' }));
    expect(requested).toHaveBeenCalled();
    off();
  });

  it('never renders embeds from providers outside the allow-list', async () => {
    createBus().emit('consent.changed', { required: true, tracking: false, media: true, decided: true });
    const { container } = renderSlot(
      <CmsPage path="/de/besuch" page={page([mod('social_media', { code: '<iframe src="https://evil.example/x"></iframe>' }), mod('social_media', { code: '<iframe title="Post" src="https://www.instagram.com/p/x/embed"></iframe>' })])} />,
    );
    expect(await screen.findByTitle('Post')).toBeInTheDocument();
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
  });
});

describe('teaser list', () => {
  it('leaves out items outside online_from/online_to and renders a list variant', async () => {
    const list = mod('teaser_list', { extra_class: 'list', headline: 'Höhepunkte' }, {
      children: [
        mod('teaser_item', { headline: 'Jetzt', link: '/de/a', link_text: 'Mehr' }),
        mod('teaser_item', { headline: 'Später', online_from: '2999-01-01T00:00:00Z' }),
        mod('teaser_item', { headline: 'Vorbei', online_to: '2000-01-01T00:00:00Z' }),
      ],
    });
    renderSlot(<CmsPage path="/de/besuch" page={page([list])} />);
    expect(await screen.findByRole('heading', { name: 'Jetzt' })).toBeInTheDocument();
    expect(screen.queryByText('Später')).not.toBeInTheDocument();
    expect(screen.queryByText('Vorbei')).not.toBeInTheDocument();
  });
});

describe('form embed', () => {
  it('says the form could not be loaded when the provider script fails, and can try again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    act(() => createBus().emit('consent.changed', { required: true, tracking: false, media: true, decided: true }));
    renderSlot(<CmsPage path="/de/gruppen" page={page([mod('form', { hubspot_id: '123:abc' })])} />);
    const script = document.head.querySelector<HTMLScriptElement>('script[src="https://js.hsforms.net/forms/embed/v2.js"]')!;
    expect(script).not.toBeNull();
    act(() => {
      script.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Das Formular konnte nicht geladen werden.');
    await userEvent.click(screen.getByRole('button', { name: 'Erneut laden' }));
    expect(screen.queryByRole('alert')).toBeNull();
    const again = document.head.querySelectorAll('script[src="https://js.hsforms.net/forms/embed/v2.js"]');
    expect(again).toHaveLength(1);
    expect(again[0]).not.toBe(script);
  });
});

describe('media consent and the shared server render', () => {
  it('hydrates the consent prompt the server rendered even when media consent is stored, then shows the embed', async () => {
    // jsdom lacks the encoder React's server renderer needs; Node's is the same one.
    Object.assign(globalThis, { TextEncoder: (await import('node:util')).TextEncoder });
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const { SlotRoot } = await import('site-config/remote-kit/slot-root');
    const { resources } = await import('../../../i18n/resources');
    const base = { locale: 'de' as const, host: { navigate: jest.fn() }, auth: ANONYMOUS, settings: null, query: {} };
    const tree = () => (
      <SlotRoot base={base} resources={resources}>
        <CmsPage path="/de/besuch" page={page([mod('video', { video_url: 'https://www.youtube.com/watch?v=abc123', title: 'Trailer' })])} />
      </SlotRoot>
    );
    const shared = renderToString(tree());
    expect(shared).toContain('von YouTube bereitgestellt');
    // The shell publishes the stored choice before this slot hydrates.
    createBus().emit('consent.changed', { required: true, tracking: false, media: true, decided: true });
    const container = document.createElement('div');
    container.innerHTML = shared;
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, tree(), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc123');
  });
});

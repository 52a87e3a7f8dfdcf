import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModuleKind } from 'shared-contracts/site';
import { image, mod, page } from '../../../testing/fixtures';
import { renderSlot } from 'site-config/jest/render-slot';
import { CmsPage } from './cms-page';

describe('CmsPage', () => {
  it('renders containers with columns, headlines and rich text in order', () => {
    const tree = page([
      mod('container', {}, {
        layout: '50-50',
        columns: [
          { classes: '', children: [mod('headline', { content: 'Willkommen', headline_level: 3, preline: 'Ausstellung' })] },
          { classes: '', children: [mod('text', { content: '<p>Öffnungszeiten <strong>täglich</strong></p>' })] },
        ],
      }),
    ]);
    renderSlot(<CmsPage path="/de/besuch" page={tree} />);
    // Configured as an h3 for its look, it is the outline's first heading below the page title: an h2.
    expect(screen.getByRole('heading', { level: 2, name: 'Willkommen' })).toBeInTheDocument();
    expect(screen.getByText('Ausstellung')).toBeInTheDocument();
    expect(screen.getByText('täglich').tagName).toBe('STRONG');
  });

  it('clamps headline levels to 2-6 and never skips one in the outline', () => {
    renderSlot(<CmsPage path="/de/besuch" page={page([mod('headline', { content: 'Eins', headline_level: 1 }), mod('headline', { content: 'Neun', headline_level: 9 })])} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Eins' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Neun' })).toBeInTheDocument();
  });

  it('makes the first hero headline the h1 on the home page, where the host renders no page header', () => {
    const tree = page([
      mod('headline', { content: 'Ausstellung', headline_level: 2 }, { position: 0 }),
      mod('hero_media', { headline: 'Macht und Pracht', online_from: '2026-01-01T00:00:00Z' }, { position: 1 }),
      mod('hero_media', { headline: 'Zweiter Auftritt', online_from: '2026-01-01T00:00:00Z' }, { position: 2 }),
    ]);
    renderSlot(<CmsPage path="/de" page={tree} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Macht und Pracht' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Zweiter Auftritt' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ausstellung' })).toBeInTheDocument();
  });

  it('makes the first headline module the h1 on the home page without a hero', () => {
    renderSlot(<CmsPage path="/en" page={page([mod('headline', { content: 'Welcome', headline_level: 3 }), mod('headline', { content: 'Next', headline_level: 2 })])} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Next' })).toBeInTheDocument();
  });

  it('renders no h1 where the host renders the page header', () => {
    const tree = page([mod('hero_media', { headline: 'Macht und Pracht', online_from: '2026-01-01T00:00:00Z' }), mod('headline', { content: 'Ausstellung' })]);
    renderSlot(<CmsPage path="/de/besuch" page={tree} />);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Macht und Pracht' })).toBeInTheDocument();
  });

  it('renders nothing for unknown kinds and for malformed data, without crashing', () => {
    const weird = mod('headline', { content: 'Bleibt' });
    const unknown = { ...mod('text', {}), content_type: 'mystery' as ModuleKind };
    const broken = mod('image', { image_obj: { url: 5 } });
    renderSlot(<CmsPage path="/de/besuch" page={page([unknown, broken, weird])} />);
    expect(screen.getByRole('heading', { name: 'Bleibt' })).toBeInTheDocument();
  });

  it('renders images as <picture> with avif and webp sources', () => {
    const { container } = renderSlot(<CmsPage path="/de/besuch" page={page([mod('image', { image_obj: image, format: 'medium' })])} />);
    const sources = container.querySelectorAll('picture source');
    expect([...sources].map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(screen.getByRole('img', { name: 'Ausstellungsraum' })).toHaveAttribute('loading', 'lazy');
  });

  it('navigates internal links through the host', async () => {
    const { navigate } = renderSlot(
      <CmsPage path="/de/besuch" page={page([mod('link', { link_text: 'Zum Programm', link: '/de/veranstaltungen', extra_class: 'button' })])} />,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Zum Programm' }));
    expect(navigate).toHaveBeenCalledWith('/de/veranstaltungen');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModuleKind } from 'shared-contracts/site';
import { image, mod, page } from '../../../testing/fixtures';
import { renderInSlot } from '../../../testing/render-slot';
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
    renderInSlot(<CmsPage page={tree} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Willkommen' })).toBeInTheDocument();
    expect(screen.getByText('Ausstellung')).toBeInTheDocument();
    expect(screen.getByText('täglich').tagName).toBe('STRONG');
  });

  it('clamps headline levels to 2-6', () => {
    renderInSlot(<CmsPage page={page([mod('headline', { content: 'Eins', headline_level: 1 }), mod('headline', { content: 'Neun', headline_level: 9 })])} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Eins' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 6, name: 'Neun' })).toBeInTheDocument();
  });

  it('renders nothing for unknown kinds and for malformed data, without crashing', () => {
    const weird = mod('headline', { content: 'Bleibt' });
    const unknown = { ...mod('text', {}), content_type: 'mystery' as ModuleKind };
    const broken = mod('image', { image_obj: { url: 5 } });
    renderInSlot(<CmsPage page={page([unknown, broken, weird])} />);
    expect(screen.getByRole('heading', { name: 'Bleibt' })).toBeInTheDocument();
  });

  it('renders images as <picture> with avif and webp sources', () => {
    const { container } = renderInSlot(<CmsPage page={page([mod('image', { image_obj: image, format: 'medium' })])} />);
    const sources = container.querySelectorAll('picture source');
    expect([...sources].map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(screen.getByRole('img', { name: 'Ausstellungsraum' })).toHaveAttribute('loading', 'lazy');
  });

  it('navigates internal links through the host', async () => {
    const { navigate } = renderInSlot(
      <CmsPage page={page([mod('link', { link_text: 'Zum Programm', link: '/de/veranstaltungen', extra_class: 'button' })])} />,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Zum Programm' }));
    expect(navigate).toHaveBeenCalledWith('/de/veranstaltungen');
  });
});

import { screen } from '@testing-library/react';
import { renderSlot } from 'site-config/jest/render-slot';
import { CmsPage } from '../../cms-page/components/cms-page';
import { mod, page } from '../../../testing/fixtures';
import { preloadModuleViews } from './module-views';

describe('module views on demand', () => {
  it('renders a kind the page was prepared for at once, also inside a container column', async () => {
    const faq = mod('faq', { headline: 'Fragen', items: [{ question: 'Wann?', answer: '<p>Täglich</p>' }] });
    const container = mod('container', {}, { columns: [{ classes: '', children: [faq] }] });
    await preloadModuleViews([container]);
    renderSlot(<CmsPage path="/de/besuch" page={page([container])} />);
    expect(screen.getByRole('region', { name: 'Fragen' })).toBeInTheDocument();
  });

  it('renders a kind nobody prepared once its code arrives', async () => {
    renderSlot(<CmsPage path="/de/besuch" page={page([mod('quote', { content: 'Der Strom verbindet.', author: 'Anna' })])} />);
    expect(screen.queryByText('Der Strom verbindet.')).toBeNull();
    expect(await screen.findByText('Der Strom verbindet.')).toBeInTheDocument();
  });

  it('renders the kinds a landing page uses without waiting', () => {
    renderSlot(<CmsPage path="/de/besuch" page={page([mod('headline', { content: 'Willkommen', headline_level: 2 }), mod('text', { text: '<p>Hallo</p>' })])} />);
    expect(screen.getByText('Willkommen')).toBeInTheDocument();
  });
});

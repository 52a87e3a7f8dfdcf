import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CmsPage } from '../../cms-page/components/cms-page';
import { image, mod, page } from '../../../testing/fixtures';
import { renderSlot } from 'site-config/jest/render-slot';
import { FirstView, Slider } from './slider';

// Counts when the swiper implementation (swiper JS + CSS) is actually requested.
const swiperLoads = jest.fn();
jest.mock('./swiper-slides', () => {
  swiperLoads();
  return jest.requireActual('./swiper-slides');
});

// swiper reads its breakpoints through matchMedia, which jsdom lacks (a 375 px-wide window here).
beforeAll(() => {
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} })) as unknown as typeof window.matchMedia;
});

const card = (name: string) => (
  <article key={name}>
    <h3>{name}</h3>
  </article>
);

// Order matters: the first test must run before anything has loaded swiper in this file's module registry.
describe('Slider', () => {
  it('does not load swiper for list, grid, masonry and logo variants', async () => {
    const items = [mod('teaser_item', { headline: 'Die Krone' }), mod('teaser_item', { headline: 'Konzertabend' })];
    const pictures = [mod('image', { image_obj: image }), mod('image', { image_obj: image })];
    renderSlot(
      <CmsPage
        path="/de/besuch"
        page={page([
          mod('teaser_list', { extra_class: 'list', headline: 'Höhepunkte' }, { children: items }),
          mod('image_list', { extra_class: 'grid' }, { children: pictures }),
          mod('image_list', { extra_class: 'masonry' }, { children: pictures }),
          mod('logo_list', { headline: 'Partner' }, { children: [mod('logo_item', { image_obj: image, title: 'Partner A' })] }),
        ])}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Konzertabend' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Höhepunkte' })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(swiperLoads).not.toHaveBeenCalled();
  });

  it('renders the first view statically, then swaps in swiper with every slide', async () => {
    const { container } = renderSlot(<Slider label="Höhepunkte">{['Die Krone', 'Konzertabend', 'Familientag', 'Führung'].map(card)}</Slider>);
    // Synchronously, before swiper is there: the labelled group, the slides of the widest first view, the arrows.
    const group = screen.getByRole('group', { name: 'Höhepunkte' });
    expect(within(group).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Die Krone', 'Konzertabend', 'Familientag']);
    expect(within(group).getByRole('button', { name: 'Vorheriges Element' })).toBeInTheDocument();
    expect(container.querySelector('.swiper')).toBeNull();

    // Nothing is fetched until the visitor turns to the slider.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(swiperLoads).not.toHaveBeenCalled();
    expect(container.querySelector('.swiper')).toBeNull();

    fireEvent.pointerEnter(group);
    await waitFor(() => expect(container.querySelector('.swiper')).not.toBeNull(), { timeout: 4000 });
    expect(swiperLoads).toHaveBeenCalledTimes(1);
    expect(within(group).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Die Krone', 'Konzertabend', 'Familientag', 'Führung']);
    expect(container.querySelectorAll('.swiper-slide')).toHaveLength(4);
  });

  it('loads swiper on an arrow press and replays an arrow pressed before it was there', async () => {
    const { container } = renderSlot(<Slider label="Termine">{['Eins', 'Zwei', 'Drei', 'Vier'].map(card)}</Slider>);
    const group = screen.getByRole('group', { name: 'Termine' });
    fireEvent.click(within(group).getByRole('button', { name: 'Nächstes Element' }));
    await waitFor(() => expect(container.querySelector('.swiper')).not.toBeNull(), { timeout: 4000 });
    await waitFor(() => expect(container.querySelectorAll('.swiper-slide')[1]).toHaveClass('swiper-slide-active'));
  });

  it('marks which first-view slides show per breakpoint (1, md, lg)', () => {
    const { container } = renderSlot(<FirstView slides={['A', 'B', 'C'].map(card)} md={2} lg={3} />);
    const slides = [...container.querySelectorAll('[data-sm]')];
    expect(slides.map((s) => [s.getAttribute('data-sm'), s.getAttribute('data-md'), s.getAttribute('data-lg')])).toEqual([
      ['true', 'true', 'true'],
      ['false', 'true', 'true'],
      ['false', 'false', 'true'],
    ]);
  });
});

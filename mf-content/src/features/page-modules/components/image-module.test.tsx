import { screen } from '@testing-library/react';
import { CmsPage } from '../../cms-page/components/cms-page';
import { mod, page } from '../../../testing/fixtures';
import { renderSlot } from 'site-config/jest/render-slot';

const libraryImage = { id: 1, url: '/media/saal-abc.jpg', webp: '', avif: '', alt: 'Der Große Saal', width: 1200, height: 800, caption: 'Blick von der Empore' };

describe('image module captions', () => {
  it("shows the media library's caption when the placement has none of its own", () => {
    renderSlot(<CmsPage path="/de/besuch" page={page([mod('image', { image: libraryImage.url, format: 'large', image_obj: libraryImage })])} />);
    expect(screen.getByRole('img', { name: 'Der Große Saal' })).toBeInTheDocument();
    expect(screen.getByText('Blick von der Empore')).toBeInTheDocument();
  });

  it("keeps the placement's own caption over the library's", () => {
    renderSlot(<CmsPage path="/de/besuch" page={page([mod('image', { image: libraryImage.url, format: 'large', caption: 'Eigene Unterschrift', image_obj: libraryImage })])} />);
    expect(screen.getByText('Eigene Unterschrift')).toBeInTheDocument();
    expect(screen.queryByText('Blick von der Empore')).toBeNull();
  });

  it('gives every gallery picture without a caption of its own the library caption', () => {
    const child = mod('image', { image: libraryImage.url, format: 'large', image_obj: libraryImage });
    renderSlot(<CmsPage path="/de/besuch" page={page([{ ...mod('image_list', { extra_class: 'grid', format: 'large' }), children: [child] }])} />);
    expect(screen.getByText('Blick von der Empore')).toBeInTheDocument();
  });
});

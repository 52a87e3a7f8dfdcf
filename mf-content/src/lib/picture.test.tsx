import { render } from '@testing-library/react';
import type { ImageObj } from 'shared-contracts/entities';
import { Picture } from './picture';

const image: ImageObj = { id: 1, url: '/media/hero.jpg', avif: '/media/hero.avif', webp: '/media/hero.webp', width: 1600, height: 900, alt: 'Hero' };

describe('Picture', () => {
  it('fetches the eager image first and loads it at once', () => {
    const { getByRole } = render(<Picture image={image} eager />);
    const img = getByRole('img', { name: 'Hero' });
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBe('eager');
  });

  it('leaves a lazy image at the normal priority', () => {
    const { getByRole } = render(<Picture image={image} />);
    const img = getByRole('img', { name: 'Hero' });
    expect(img.hasAttribute('fetchpriority')).toBe(false);
    expect(img.getAttribute('loading')).toBe('lazy');
  });
});

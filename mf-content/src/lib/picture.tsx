import type { ImageObj, ImageThumbnails } from 'shared-contracts/entities';

export type ImageFormat = 'large' | 'medium' | 'small';

const SIZES: Record<ImageFormat, string> = {
  large: '(min-width: 88rem) 88rem, 100vw',
  medium: '(min-width: 48em) 50vw, 100vw',
  small: '(min-width: 48em) 25vw, 50vw',
};

/**
 * A responsive image: avif and webp sources first, the jpg fallback with its thumbnail widths as srcset.
 * Lazy by default; `eager` for the first image of a page (hero), which is then also fetched ahead of the scripts and
 * the other images: on a phone it is the page's largest paint, and a normal priority queues it behind them.
 */
export function Picture({
  image,
  thumbnails,
  format = 'large',
  className,
  eager = false,
  alt,
}: {
  image: ImageObj;
  thumbnails?: ImageThumbnails | null;
  format?: ImageFormat;
  className?: string;
  eager?: boolean;
  alt?: string;
}) {
  const srcSet = thumbnails ? `${thumbnails.small} 320w, ${thumbnails.medium} 768w, ${thumbnails.large} 1280w` : undefined;
  return (
    <picture>
      {image.avif && <source type="image/avif" srcSet={image.avif} />}
      {image.webp && <source type="image/webp" srcSet={image.webp} />}
      <img
        className={className}
        src={image.url}
        srcSet={srcSet}
        sizes={srcSet ? SIZES[format] : undefined}
        width={image.width || undefined}
        height={image.height || undefined}
        alt={alt ?? image.alt ?? ''}
        loading={eager ? 'eager' : 'lazy'}
        // React 18 knows no fetchPriority prop; the lower-case attribute goes through as written.
        {...(eager ? { fetchpriority: 'high' } : {})}
        decoding="async"
      />
    </picture>
  );
}

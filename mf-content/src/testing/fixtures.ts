import type { ImageObj } from 'shared-contracts/entities';
import type { Page, PageModule } from 'shared-contracts/site';

let nextId = 1;
export function mod(content_type: PageModule['content_type'], data: Record<string, unknown>, extra: Partial<PageModule> = {}): PageModule {
  return { id: nextId++, content_type, slug: null, parent: null, object_id: null, position: nextId, data, ...extra };
}

export const image: ImageObj = {
  id: 1,
  url: '/media/a.jpg',
  webp: '/media/a.webp',
  avif: '/media/a.avif',
  alt: 'Ausstellungsraum',
  width: 1240,
  height: 700,
  copyright: null,
};

export function page(modules: PageModule[]): Page {
  return {
    id: 7,
    urls: { de: '/de/besuch', en: '/en/visit' },
    content_type: 'page',
    title: 'Besuch',
    headline: 'Ihr Besuch',
    is_online: true,
    is_clickable: true,
    in_menu: true,
    in_footer: false,
    is_landing_page: false,
    parent: null,
    siblings: [],
    meta_title: '',
    meta_description: '',
    og_title: '',
    og_description: '',
    og_image: null,
    og_type: 'website',
    og_image_thumbnails: null,
    og_image_thumbs: null,
    modules,
    settings_url: null,
    version_id: 1,
  };
}

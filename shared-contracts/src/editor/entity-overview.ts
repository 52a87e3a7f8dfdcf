import type { Locale } from 'shared-contracts/locales';
import type { AdminEntityType } from 'shared-contracts/site';

/** What staff see of an entity until it has an editor of its own: its names, addresses and where it is used. */
export interface EntityOverview {
  type: AdminEntityType;
  id: number;
  name: string;
  date: string | null;
  urls: Record<Locale, string>;
  /** CMS pages that show or link it: by a module reference (venue, blog items) or a link to its address. */
  used_on: Array<{ page_id: number; title: string; url: string; is_online: boolean }>;
}

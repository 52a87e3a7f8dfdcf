import type { z } from 'zod';
import type { breakingNewsSchema } from 'shared-contracts/back-office/site-kinds';
import { badRequest } from '../../http/errors';
import { visibleToVisitors } from './after-write';
import type { ResourceStore } from './resource-store';
import { tableStore } from './table-store';

type BreakingNews = z.infer<typeof breakingNewsSchema>;
const iso = (column: string) => `to_char(t.${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The top alert; its schedule must not end before it starts. Empty links are stored as none. */
export const breakingNewsStore: ResourceStore<BreakingNews> = {
  ...tableStore<BreakingNews>({
    table: 'breaking_news',
    columns: ['title_de', 'title_en', 'text_de', 'text_en', 'link_url_de', 'link_url_en', 'link_title_de', 'link_title_en', 'is_active', 'show_from', 'show_until', 'sort'],
    selectAs: { show_from: iso('show_from'), show_until: iso('show_until'), link_url_de: "coalesce(t.link_url_de, '')", link_url_en: "coalesce(t.link_url_en, '')" },
    search: ['title_de', 'title_en', 'text_de'],
  }),
  async check(_tx, data) {
    if (data.show_from && data.show_until && Date.parse(data.show_until) <= Date.parse(data.show_from)) throw badRequest('show_until', 'must be after the start');
    return { ...data, link_url_de: data.link_url_de || (null as unknown as string), link_url_en: data.link_url_en || (null as unknown as string) };
  },
  afterWrite: visibleToVisitors({ search: null }),
};

import { useQuery } from '@tanstack/react-query';
import { MENU_MOVE_SEGMENT, type MenuMove } from 'shared-contracts/back-office/menu-order';
import type { ResourceEntry, ResourceList } from 'shared-contracts/back-office/descriptor';
import type { Locale } from 'shared-contracts/locales';
import { getJsonWithCredentials, sendJson } from 'site-config/remote-kit/http';
import { resourceApi } from './resource-paths';

export interface MenuEntry {
  id: number;
  version: number;
  title: string;
  url: string;
  parent_id: number | null;
  position: number;
}

/** Under the list's key, so any write of a menu entry (the form, a move) refetches it. */
export const menuOrderKey = (language: string, menu: string) => ['back-office', 'list', 'menu-items', 'order', language, menu];

/** Every entry of one menu in one language, in their order (a menu holds far fewer than 200). */
export const useMenuEntries = (locale: Locale, language: string, menu: string) =>
  useQuery({
    queryKey: menuOrderKey(language, menu),
    queryFn: ({ signal }) =>
      getJsonWithCredentials<ResourceList<MenuEntry>>(`${resourceApi(locale, 'menu-items')}?locale=${language}&menu=${menu}&sort=position&page_size=200`, signal),
    retry: false,
  });

/** One move: the entry's new place among its siblings (0 first). */
export const moveMenuEntry = (locale: Locale, id: number, move: MenuMove) =>
  sendJson<ResourceEntry<MenuEntry>>('POST', resourceApi(locale, 'menu-items', id, `${MENU_MOVE_SEGMENT}/`), move);

import { z } from 'shared-contracts/zod';
import type { Locale } from 'shared-contracts/locales';
import { COLUMN_LAYOUTS, type ColumnLayout } from 'shared-contracts/site';

/**
 * The back office's page tree: every page with its place in the tree, and the writes that change the tree. A page's
 * address is its parent's address plus its own segment, so the segment is what staff type and what must be unique
 * among one parent's children.
 */
export const PAGE_SEGMENT_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const segment = z
  .string()
  .trim()
  .min(1, 'required')
  .max(80)
  .regex(PAGE_SEGMENT_PATTERN, 'lower-case letters, digits and single hyphens only (e.g. neue-seite)');
const title = z.string().trim().min(1, 'required').max(200);
const pageLanguage = z.object({ title, segment });

export const pageTreeCreateSchema = z.object({
  parent: z.number().int().positive().nullable(),
  /** The column layout of the page's first section. */
  layout: z.enum(COLUMN_LAYOUTS).default('100'),
  in_menu: z.boolean().default(false),
  translations: z.object({ de: pageLanguage, en: pageLanguage }),
});
export type PageTreeCreate = z.input<typeof pageTreeCreateSchema>;

/** Puts a page under `parent` (null: top level) at `position` among its new siblings (0 is first). */
export const pageTreeMoveSchema = z.object({
  parent: z.number().int().positive().nullable(),
  position: z.number().int().min(0).max(10_000),
});
export type PageTreeMove = z.infer<typeof pageTreeMoveSchema>;

/** Deleting a page: with `redirect_to`, its published addresses answer 301 to that page's addresses afterwards. */
export const pageTreeDeleteSchema = z.object({ redirect_to: z.number().int().positive().nullable().default(null) });
export type PageTreeDelete = z.input<typeof pageTreeDeleteSchema>;

export interface PageTreeNode {
  id: number;
  parent_id: number | null;
  position: number;
  /** Title and full address in the requested language. */
  title: string;
  url: string;
  /** Visitors can reach the page (a published version exists). */
  published: boolean;
  /** The draft differs from what visitors see (or the page was never published). */
  has_draft: boolean;
  in_menu: boolean;
  /** The page's latest version: sent back as X-Page-Version with a write, so a stale tree gets 409. */
  version: number;
}

export const pageTreeApi = {
  list: (l: Locale) => `/${l}/pageeditor-api/page-tree/`,
  create: (l: Locale) => `/${l}/pageeditor-api/page-tree/`,
  action: (l: Locale, id: number, action: 'move' | 'duplicate' | 'offline' | 'delete') => `/${l}/pageeditor-api/page-tree/${id}/${action}/`,
};

/** The back-office screen's own address segment, per language (under /{locale}/cms-hub/). */
export const PAGE_TREE_SEGMENT: Record<Locale, string> = { de: 'seiten', en: 'pages' };

export type { ColumnLayout };

/** Site-level entities (docs/product.md): pages with module trees, navigation, settings, auth state, redirects. */
import { staffRoleSchema } from 'shared-contracts/roles';
import { z } from 'shared-contracts/zod';
import { localizedUrlsSchema } from 'shared-contracts/entities';

export const COLUMN_LAYOUTS = ['100', '67-33', '33-67', '50-50', '33-33-33', '25-50-25'] as const;
export type ColumnLayout = (typeof COLUMN_LAYOUTS)[number];

/** Module kinds (the editor's palette); `container` holds columns of other modules. */
export const MODULE_KINDS = [
  'container', 'headline', 'text', 'link', 'image', 'video', 'video_self_hosted', 'audio', 'audio_self_hosted', 'viewer',
  'social_media', 'faq', 'quote', 'full_teaser', 'teaser_list', 'teaser_item', 'image_list', 'logo_list', 'logo_item', 'venue',
  'venue_list', 'html', 'form', 'hero_media', 'section', 'two_columns', 'blog_teaser_list', 'event_list', 'highlight_teasers',
  'anchor_list', 'anchor_item', 'video_list',
] as const;
export type ModuleKind = (typeof MODULE_KINDS)[number];

export interface ModuleColumn {
  classes: string;
  children: PageModule[];
}
/** A node of a page's module tree. `data` holds the kind's fields (validated per kind in modules.ts). */
export interface PageModule {
  id: number;
  content_type: ModuleKind;
  slug: string | null;
  parent: number | null;
  object_id: number | null;
  position: number;
  data: Record<string, unknown>;
  /** Containers and sections: the column layout and its columns. */
  layout?: ColumnLayout;
  columns?: ModuleColumn[];
  /** Lists (teaser list, image list, logo list, anchor list): their items. */
  children?: PageModule[];
}
export const pageModuleSchema: z.ZodType<PageModule> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    content_type: z.enum(MODULE_KINDS),
    slug: z.string().nullable(),
    parent: z.number().int().nullable(),
    object_id: z.number().int().nullable(),
    position: z.number().int(),
    data: z.record(z.string(), z.unknown()),
    layout: z.enum(COLUMN_LAYOUTS).optional(),
    columns: z.array(z.object({ classes: z.string(), children: z.array(pageModuleSchema) })).optional(),
    children: z.array(pageModuleSchema).optional(),
  }),
);

export interface PageRef {
  id: number;
  title: string;
  urls: { de: string; en: string };
  parent: PageRef | null;
}
export const pageRefSchema: z.ZodType<PageRef> = z.lazy(() =>
  z.object({ id: z.number().int(), title: z.string(), urls: localizedUrlsSchema, parent: pageRefSchema.nullable() }),
);

export const pageSchema = z.object({
  id: z.number().int(),
  urls: localizedUrlsSchema,
  content_type: z.string(),
  title: z.string(),
  headline: z.string(),
  is_online: z.boolean(),
  is_clickable: z.boolean(),
  in_menu: z.boolean(),
  in_footer: z.boolean(),
  is_landing_page: z.boolean(),
  /** The parent chain, nearest first: the breadcrumb is Home plus this chain reversed. */
  parent: pageRefSchema.nullable(),
  siblings: z.array(z.object({ id: z.number().int(), title: z.string(), urls: localizedUrlsSchema })),
  meta_title: z.string(),
  meta_description: z.string(),
  og_title: z.string(),
  og_description: z.string(),
  og_image: z.string().nullable(),
  og_type: z.string(),
  og_image_thumbnails: z.object({ small: z.string() }).nullable(),
  og_image_thumbs: z.object({ small: z.string() }).nullable(),
  modules: z.array(pageModuleSchema),
  settings_url: z.string().nullable(),
  version_id: z.number().int(),
  /** Route guards ("middleware") by name; an unknown name is a 500 'Unknown middleware {name}'. */
  middleware: z.array(z.string()).optional(),
});
export type Page = z.infer<typeof pageSchema>;
/** Route guards a page may name in `middleware`; 'auth' sends anonymous visitors to the login page. Any other name is a 500. */
export const PAGE_MIDDLEWARE = ['auth'] as const;

export interface NavItem {
  url: string;
  menu_name: string;
  children: NavItem[];
  has_tab_navigation: boolean;
}
export const navItemSchema: z.ZodType<NavItem> = z.lazy(() =>
  z.object({ url: z.string(), menu_name: z.string(), children: z.array(navItemSchema), has_tab_navigation: z.boolean() }),
);
export const footerLinkSchema = z.object({ title: z.string(), url: z.string() });
export const navigationSchema = z.object({
  menu: z.array(navItemSchema),
  secondary_menu: z.array(navItemSchema),
  footer: z.array(footerLinkSchema),
});
export type Navigation = z.infer<typeof navigationSchema>;
export type FooterLink = z.infer<typeof footerLinkSchema>;

const htmlBlock = z.object({ code: z.string() });
export const designSettingsSchema = z.object({
  /** Where the header's logo leads; empty: the home page of the page's language. */
  header_logo_link: z.string(),
  /** The logo image named in structured data and used as the sharing image of pages without one. */
  header_logo_image: z.string().default(''),
  header_basket_link: z.string(),
  webshop_link: z.string(),
  menu_style: z.enum(['style1', 'style2']),
  event_style: z.enum(['style1', 'style2', 'style3']),
  /** Status codes with a custom error page at /html/{status}.html. */
  error_pages: z.array(z.number().int()),
  cookies_tag_manager_id: z.string().nullable(),
  sticky_overlay_button: z.boolean(),
  quick_buy_widget: z.boolean(),
  detail_program_overlay: z.boolean(),
  anchor_list_offset: z.number().int(),
  maps_key: z.string().nullable(),
  maps_marker: z.object({ color: z.string(), icon: z.string().nullable() }),
  tag_manager_id: z.string().nullable(),
  currency_symbol: z.string(),
  robots: z.string(),
});
export type DesignSettings = z.infer<typeof designSettingsSchema>;
export const siteSettingsSchema = z.object({
  is_site_online: z.boolean(),
  is_shop_online: z.boolean(),
  html_header: htmlBlock,
  html_footer_top: htmlBlock,
  html_footer_bottom: htmlBlock,
  html_footer_logos: htmlBlock.nullable(),
  design: designSettingsSchema,
  /** Most tickets one cart may hold, in total and per seat group (the booking widget shows and respects it). */
  ticket_limit: z.number().int().positive().optional(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export const settingsResponseSchema = z.object({ status: z.number().int(), data: siteSettingsSchema });
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

export const redirectEntrySchema = z.object({ old_path: z.string(), new_path: z.string() });
export type RedirectEntry = z.infer<typeof redirectEntrySchema>;

/** GET /{locale}/pageeditor-api/user: 200 for a staff session, 401 otherwise. */
export const loggedUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** What the user may do: the UI hides what the role may not (the server checks every call anyway). */
  role: staffRoleSchema,
  admin_menus: z.array(z.object({ title: z.string(), url: z.string() })),
  /**
   * Admin edit links per content type (pages and ADMIN_ENTITY_TYPES): `{path}` takes the current address, `{id}` the
   * entity's id.
   */
  admin_edit_urls: z.record(z.string(), z.string()),
  /** True while the user holds a one-time password: every other staff call answers 403 until they choose their own. */
  must_change_password: z.boolean().optional(),
});
export type LoggedUser = z.infer<typeof loggedUserSchema>;
/** Content types with an admin edit link besides pages: programme and magazine data the site shows. */
export const ADMIN_ENTITY_TYPES = ['articles', 'venues', 'events', 'persons', 'productions', 'series', 'forms'] as const;
export type AdminEntityType = (typeof ADMIN_ENTITY_TYPES)[number];

/** GET /api/user-details/: the auth state; every field defaults to false or null for anonymous visitors. */
export const authStateSchema = z.object({
  has_dashboard_online_access: z.boolean(),
  is_logged_in: z.boolean(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  login_url: z.string().nullable(),
  logout_url: z.string().nullable(),
  webshop_url: z.string().nullable(),
});
export type AuthState = z.infer<typeof authStateSchema>;
export { ANONYMOUS } from 'shared-contracts/constants';

/** Cookie groups (docs/product.md). */
/**
 * The cookie dialog's form, posted without JavaScript: which button (`necessary` = only the required cookies,
 * `selection` = the ticked groups, `all`), the ticked groups (`on` when ticked, absent otherwise), and the page to
 * return to (a path on this site; anything else returns to the home page).
 */
export const consentFormSchema = z.object({
  choice: z.enum(['necessary', 'selection', 'all']),
  tracking: z.literal('on').optional(),
  media: z.literal('on').optional(),
  next: z.string().max(2000).optional(),
});
export type ConsentForm = z.infer<typeof consentFormSchema>;

export interface ConsentState {
  required: true;
  tracking: boolean;
  media: boolean;
  /** Tag manager declined: relevant for the re-show rule after legal pages. */
  decided: boolean;
}

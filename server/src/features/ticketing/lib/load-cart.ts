import type { Cart } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { buildPath } from 'shared-contracts/routes';
import type { Queryable } from '../../../db/types';
import { berlinIso, toMs } from '../../../lib/berlin-time';
import { loc } from '../../../lib/localized-columns';
import { cartUrlFor } from '../../../lib/cart-cookie';
import { loadWhereabouts, NOWHERE } from '../../../lib/event-whereabouts';

const EMPTY = (locale: Locale): Cart => ({ tickets_quantity: 0, cart_url: cartUrlFor(locale), expires_at: null, lines: [] });

/** The cart's lines for the shop page; a cart whose hold has lapsed shows as empty. */
export async function loadCart(db: Queryable, locale: Locale, cartId: string | null, now: Date): Promise<Cart> {
  if (cartId === null) return EMPTY(locale);
  const [cart] = await db.query<{ expires_ms: number }>(
    `SELECT (extract(epoch FROM expires_at) * 1000)::float8 AS expires_ms FROM carts WHERE id = $1 AND expires_at > $2`,
    [cartId, now.toISOString()],
  );
  if (!cart) return EMPTY(locale);
  const L = (c: string) => loc(c, locale);
  const rows = await db.query<{
    id: number;
    event_id: number;
    title: string;
    slug_de: string;
    slug_en: string;
    start_ms: number;
    seat_group: string;
    seat_group_text: string;
    slot_ms: number | null;
    price_name: string;
    price_text: string;
    price: string;
    sale_type_id: number;
    quantity: number;
  }>(
    `SELECT cl.id, e.id AS event_id, e.${L('title')} AS title, e.slug_de, e.slug_en, (extract(epoch FROM e.date_start) * 1000)::float8 AS start_ms,
            sg.code AS seat_group, sg.${L('text')} AS seat_group_text, (extract(epoch FROM t.time_start) * 1000)::float8 AS slot_ms,
            p.${L('name')} AS price_name, p.${L('text')} AS price_text, p.price::text AS price, p.sale_type_id, cl.quantity
       FROM cart_lines cl JOIN events e ON e.id = cl.event_id JOIN seat_groups sg ON sg.id = cl.seat_group_id
       JOIN prices p ON p.id = cl.price_id LEFT JOIN timeslots t ON t.id = cl.timeslot_id
      WHERE cl.cart_id = $1 ORDER BY e.date_start, cl.id`,
    [cartId],
  );
  const where = await loadWhereabouts(db, rows.map((r) => r.event_id), locale);
  const expiresAt = berlinIso(toMs(cart.expires_ms) ?? 0);
  return {
    tickets_quantity: rows.reduce((sum, r) => sum + r.quantity, 0),
    cart_url: cartUrlFor(locale),
    expires_at: expiresAt,
    lines: rows.map((r) => {
      const slot = toMs(r.slot_ms);
      return {
        id: r.id,
        event: {
          id: r.event_id,
          title: r.title,
          date_start: berlinIso(toMs(r.start_ms) ?? 0),
          urls: {
            de: buildPath('events-slug-id', 'de', { slug: r.slug_de, id: String(r.event_id) }),
            en: buildPath('events-slug-id', 'en', { slug: r.slug_en, id: String(r.event_id) }),
          },
          where: where.get(r.event_id) ?? NOWHERE,
        },
        seat_group: r.seat_group,
        seat_group_text: r.seat_group_text,
        time_start: slot === null ? null : berlinIso(slot),
        sale_type_id: r.sale_type_id,
        price_name: r.price_name,
        price_text: r.price_text,
        price: r.price,
        amount: r.quantity,
        expires_at: expiresAt,
      };
    }),
  };
}

import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TICKET_LIMIT } from 'shared-contracts/constants';
import type { Event, SeatGroup } from 'shared-contracts/entities';
import { isEventOver } from 'shared-contracts/event-rules';
import type { Locale } from 'shared-contracts/locales';
import { formatTime } from 'shared-contracts/berlin-time';
import { formatPrice } from 'shared-contracts/price';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { useRenderTime } from 'site-config/remote-kit/render-clock';
import type { useAddToCart } from '../api/create-cart-entry';
import { FEW_SEATS_LEFT, isTimeslotMode, quickBuyPrice, seatsLeft, splitPrices, timeslotChoices, visibleSeatGroups } from '../hooks/booking-model';
import { toTicket, totalAmount } from '../hooks/ticket-selection';
import type { useBookingState } from '../hooks/use-booking-state';
import { useCartAmount } from '../hooks/use-cart-amount';
import { CartSummary } from './cart-summary';
import { DiscountsStep } from './discounts-step';
import { PriceList } from './price-list';
import { TimeslotStep } from './timeslot-step';
import type { StepHeading } from './step-heading';
import styles from './booking-widget.module.css';

interface BookingPanelProps {
  event: Event;
  state: ReturnType<typeof useBookingState>;
  cart: ReturnType<typeof useAddToCart>;
  /** The level of the panel's own headings: one below the widget's title, wherever the host put that. */
  stepHeading: StepHeading;
}

/** The open widget's body: the current step, the selection total and the add-to-cart button, or the summary. */
export function BookingPanel({ event, state, cart, stepHeading: StepTitle }: BookingPanelProps) {
  const { t, i18n } = useTranslation();
  const { settings, auth } = useSlot();
  const now = useRenderTime();
  const locale = i18n.language as Locale;
  const groups = useMemo(() => visibleSeatGroups(event), [event]);
  const timeslotMode = isTimeslotMode(groups);
  const choices = useMemo(() => timeslotChoices(groups), [groups]);
  const chosen = choices.find((choice) => choice.slot.id === state.timeslotId) ?? null;
  const { setTimeslotId } = state;
  const inCart = useCartAmount();

  // Timeslot mode preselects the first available timeslot.
  useEffect(() => {
    if (timeslotMode && !chosen && choices.length > 0) setTimeslotId(choices[0].slot.id);
  }, [timeslotMode, chosen, choices, setTimeslotId]);

  const webshopUrl = settings?.design.webshop_link || auth.webshop_url || event.ticket_url || '/webshop';
  if (cart.status !== 'idle') {
    return <CartSummary status={cart.status} cart={cart.data} error={cart.error} webshopUrl={webshopUrl} onContinue={() => cart.reset()} />;
  }
  if (isEventOver(event, now)) return <p className={styles.muted}>{t('widget.over')}</p>;
  if (event.sales_stopped) return <p className={styles.muted}>{t('widget.salesStopped')}</p>;
  if (groups.length === 0 || event.id_jet === null || (timeslotMode && choices.length === 0)) {
    return <p className={styles.muted}>{event.is_sold_out ? t('widget.soldOut') : t('widget.noTickets')}</p>;
  }

  const shownGroups = timeslotMode ? (chosen ? [chosen.group] : []) : groups;
  // With several seat groups side by side, each price's controls name their group (the same price name repeats);
  // a single group keeps the short names.
  const groupName = (group: SeatGroup) => (shownGroups.length > 1 ? group.text || group.seat_group : undefined);
  const allPrices = groups.flatMap((group) => group.prices);
  const total = state.selection.reduce((sum, entry) => sum + entry.amount * Number(allPrices.find((p) => p.id === entry.ticket.id)?.price ?? 0), 0);
  const count = totalAmount(state.selection);
  // The server refuses more than `limit` tickets per cart and per seat group, counting what the cart already holds;
  // the widget never offers more.
  const limit = settings?.ticket_limit ?? DEFAULT_TICKET_LIMIT;
  const room = Math.max(0, limit - inCart);
  const canAddIn = (seatGroup: string, left: number) => count < room && totalAmount(state.selection, seatGroup) < Math.min(left, room);
  const quick = settings?.design.quick_buy_widget ? quickBuyPrice(groups, timeslotMode) : null;
  const addToCart = (selection: typeof state.selection) =>
    cart.mutate(
      { eventJetId: event.id_jet!, selection, blockId: timeslotMode ? chosen?.slot.block_id : undefined },
      { onSuccess: state.clearSelection },
    );

  let body;
  if (state.step === 'timeslots') {
    body = <TimeslotStep heading={StepTitle} choices={choices} selectedId={state.timeslotId} onChoose={state.chooseTimeslot} onBack={state.backToMain} />;
  } else if (state.step === 'discounts') {
    const group = shownGroups.find((g) => g.seat_group === state.discountGroup) ?? shownGroups[0];
    const left = seatsLeft(group, chosen?.slot);
    body = (
      <DiscountsStep
        heading={StepTitle}
        prices={splitPrices(group, timeslotMode).discounts}
        selection={state.selection}
        canAdd={canAddIn(group.seat_group, left)}
        groupName={groupName(group)}
        onAdd={state.add}
        onRemove={state.remove}
        onBack={state.backToMain}
      />
    );
  } else {
    body = (
      <div className={styles.step}>
        {timeslotMode && chosen ? (
          <div className={styles.timeslotBar}>
            <p className={styles.timeslotChosen}>{t('timeslots.selected', { time: formatTime(chosen.slot.time_start, locale) })}</p>
            {choices.length > 1 ? (
              <button type="button" className={styles.linkButton} onClick={state.showTimeslots}>
                {t('timeslots.change')}
              </button>
            ) : null}
          </div>
        ) : null}
        {shownGroups.map((group) => {
          const { main, discounts } = splitPrices(group, timeslotMode);
          const left = seatsLeft(group, chosen?.slot);
          const name = groupName(group);
          return (
            <div key={group.id} className={styles.group}>
              {group.text && (shownGroups.length > 1 || !timeslotMode) ? <StepTitle className={styles.groupTitle}>{group.text}</StepTitle> : null}
              {left <= FEW_SEATS_LEFT ? <p className={styles.fewLeft}>{t('widget.seatsLeft', { count: left })}</p> : null}
              <PriceList prices={main} selection={state.selection} canAdd={canAddIn(group.seat_group, left)} groupName={name} onAdd={state.add} onRemove={state.remove} />
              {discounts.length > 0 ? (
                <button type="button" className={styles.linkButton} onClick={() => state.showDiscounts(group.seat_group)}>
                  {name ? t('prices.showDiscountsFor', { group: name }) : t('prices.showDiscounts')}
                </button>
              ) : null}
            </div>
          );
        })}
      </div>
    );
  }

  return (
    <>
      {body}
      {quick && state.step === 'main' ? (
        <button type="button" className={styles.secondary} onClick={() => addToCart([{ ticket: toTicket(quick), amount: 1 }])}>
          {t('cart.quickBuy', { name: quick.name || quick.text, price: formatPrice(quick.price) })}
        </button>
      ) : null}
      <div className={styles.footer}>
        <p className={styles.total} aria-live="polite">
          {count > 0 ? (
            <>
              <span>{t('cart.selected', { count })}</span>
              <span>
                {t('cart.total')}: <strong>{formatPrice(total.toFixed(2))}</strong>
              </span>
            </>
          ) : (
            <span className={styles.muted}>{t('cart.nothingSelected')}</span>
          )}
          <span className={count >= room ? styles.limitReached : styles.muted}>{t('cart.limit', { count: limit })}</span>
          {inCart > 0 ? <span className={count >= room ? styles.limitReached : styles.muted}>{t('cart.roomLeft', { held: inCart, count: Math.max(0, room - count) })}</span> : null}
        </p>
        <button
          type="button"
          className={styles.addButton}
          disabled={count === 0}
          onClick={() => addToCart(state.selection)}
        >
          {t('cart.add')}
        </button>
      </div>
    </>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { SelectedTicket } from 'shared-contracts/entities';
import { addTicket, removeTicket, type Ticket } from './ticket-selection';

export type Step = 'main' | 'discounts' | 'timeslots';
/** The summary and step reset this long after closing, once the closing animation is done. */
export const CLOSE_DELAY_MS = 250;

/** The widget's own state: open flag, step, selected tickets, chosen timeslot and the seat group whose discounts show. */
export function useBookingState(onReset: () => void, initiallyOpen = true) {
  const [open, setOpen] = useState(initiallyOpen);
  const [step, setStep] = useState<Step>('main');
  const [selection, setSelection] = useState<SelectedTicket[]>([]);
  const [timeslotId, setTimeslotId] = useState<number | null>(null);
  const [discountGroup, setDiscountGroup] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const resetRef = useRef(onReset);
  resetRef.current = onReset;

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    setSelection([]);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setStep('main');
      setDiscountGroup(null);
      resetRef.current();
    }, CLOSE_DELAY_MS);
  }, []);

  const reopen = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    setOpen(true);
  }, []);

  return {
    open,
    step,
    selection,
    timeslotId,
    discountGroup,
    close,
    reopen,
    add: (ticket: Ticket) => setSelection((current) => addTicket(current, ticket)),
    remove: (ticket: Ticket) => setSelection((current) => removeTicket(current, ticket)),
    clearSelection: () => setSelection([]),
    showDiscounts: (seatGroup: string) => {
      setDiscountGroup(seatGroup);
      setStep('discounts');
    },
    showTimeslots: () => setStep('timeslots'),
    backToMain: () => setStep('main'),
    chooseTimeslot: (id: number) => {
      // Tickets belong to one timeslot's block: a new time starts a new selection.
      if (id !== timeslotId) setSelection([]);
      setTimeslotId(id);
      setStep('main');
    },
    setTimeslotId,
  };
}

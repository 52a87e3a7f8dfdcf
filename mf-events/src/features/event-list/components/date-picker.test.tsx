import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_FILTERS } from '../hooks/list-query';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { DatePicker } from './date-picker';

it('loads the month from /api/calendar/ with the filters, disables days without events, and toggles the chosen day', async () => {
  const fetchMock = mockFetch({ '/api/calendar/': ['2030-05-04', '2030-05-18'] });
  const onChange = jest.fn();
  const onOpenChange = jest.fn();
  const filters = { ...EMPTY_FILTERS, room: '3', genre: '2' };
  const { rerender } = renderSlot(<DatePicker locale="de" value="04-05-2030" filters={filters} open onOpenChange={onOpenChange} onChange={onChange} />);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Dienstag, 7. Mai 2030 (keine Veranstaltungen)' })).toHaveAttribute('aria-disabled', 'true'));
  const url = String(fetchMock.mock.calls[0][0]);
  expect(url).toContain('/de/api/calendar/?date=2030-05-01');
  expect(url).toContain('room=3');
  expect(url).not.toContain('genre');

  await userEvent.click(screen.getByRole('button', { name: 'Samstag, 18. Mai 2030' }));
  expect(onChange).toHaveBeenLastCalledWith('18-05-2030');
  // The chosen day again clears the date.
  await userEvent.click(screen.getByRole('button', { name: 'Samstag, 4. Mai 2030', pressed: true }));
  expect(onChange).toHaveBeenLastCalledWith(null);

  rerender(<></>);
});

it('asks for nothing while closed (the calendar call needs a date)', () => {
  const fetchMock = mockFetch({ '/api/calendar/': [] });
  renderSlot(<DatePicker locale="en" value={null} filters={EMPTY_FILTERS} open={false} onOpenChange={jest.fn()} onChange={jest.fn()} />, { locale: 'en' });
  expect(screen.getByRole('button', { name: /Date/ })).toHaveAttribute('aria-expanded', 'false');
  expect(fetchMock).not.toHaveBeenCalled();
});

describe('as a keyboard grid', () => {
  beforeEach(() => {
    // Only the clock is fixed (today = 10 May 2030); timers stay real for user-event.
    jest.useFakeTimers({ now: new Date('2030-05-10T10:00:00Z'), doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'hrtime', 'performance'] });
  });
  afterEach(() => jest.useRealTimers());

  it('is a grid whose past days cannot be chosen', async () => {
    mockFetch({ '/api/calendar/': ['2030-05-04', '2030-05-12', '2030-05-13'] });
    const onChange = jest.fn();
    renderSlot(<DatePicker locale="de" value={null} filters={EMPTY_FILTERS} open onOpenChange={jest.fn()} onChange={onChange} />);
    const grid = await screen.findByRole('grid', { name: 'Mai 2030' });
    expect(grid).toBeInTheDocument();
    const past = await screen.findByRole('button', { name: 'Samstag, 4. Mai 2030 (keine Veranstaltungen)' });
    expect(past).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(past);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sonntag, 12. Mai 2030' })).not.toHaveAttribute('aria-disabled');
  });

  it('moves with the arrow keys, Home/End and Page Down, and chooses with Enter', async () => {
    mockFetch({ '/api/calendar/': ['2030-05-12', '2030-05-13', '2030-06-13'] });
    const onChange = jest.fn();
    renderSlot(<DatePicker locale="en" value={null} filters={EMPTY_FILTERS} open onOpenChange={jest.fn()} onChange={onChange} />, { locale: 'en' });
    // Opening puts the focus on today, the only day in the tab order.
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^Friday, 10 May 2030/));
    const grid = screen.getByRole('grid');
    expect(grid.querySelectorAll('button[tabindex="0"]')).toHaveLength(1);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('Sunday, 12 May 2030');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName(/^Sunday, 19 May 2030/);
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toHaveAccessibleName(/^Monday, 13 May 2030/);
    await userEvent.keyboard('{ArrowUp}{End}');
    expect(document.activeElement).toHaveAccessibleName('Sunday, 12 May 2030');
    await userEvent.keyboard('{ArrowRight}{PageDown}');
    expect(await screen.findByRole('grid', { name: 'June 2030' })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Thursday, 13 June 2030'));
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('13-06-2030');
  });
});

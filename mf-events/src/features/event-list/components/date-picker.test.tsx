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
  await waitFor(() => expect(screen.getByRole('button', { name: 'Dienstag, 7. Mai 2030 (keine Veranstaltungen)' })).toBeDisabled());
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

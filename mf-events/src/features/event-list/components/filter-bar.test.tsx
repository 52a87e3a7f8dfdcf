import { screen } from '@testing-library/react';
import { renderSlot } from 'site-config/jest/render-slot';
import type { FilterOptions } from '../hooks/use-filter-options';
import { EMPTY_FILTERS } from '../hooks/list-query';
import { FilterBar } from './filter-bar';

let options: FilterOptions;
jest.mock('../hooks/use-filter-options', () => ({ useFilterOptions: () => options }));

const state = { date: null, filters: EMPTY_FILTERS, overlay: false };
const entry = (loading: boolean, names: string[] = []) => ({ loading, options: names.map((name, i) => ({ id: String(i + 1), name })) });
const menuNames = () => screen.getAllByRole('button', { expanded: false }).map((button) => button.textContent);

it('keeps every filter menu in the bar while its options are still loading', () => {
  options = { room: entry(true), type: entry(true), tag: entry(true), series: entry(true), genre: entry(true) };
  renderSlot(<FilterBar state={state} onChange={jest.fn()} />);
  expect(menuNames()).toEqual(['OrtAlle', 'AusstellungsartAlle', 'ThemaAlle', 'ReiheAlle', 'GenreAlle', expect.stringContaining('Datum')]);
});

it('leaves out a menu whose options came back empty', () => {
  options = { room: entry(false, ['Werfthalle']), type: entry(false), tag: entry(false, ['Für Familien']), series: entry(false), genre: entry(false) };
  renderSlot(<FilterBar state={state} onChange={jest.fn()} />);
  expect(menuNames()).toEqual(['OrtAlle', 'ThemaAlle', expect.stringContaining('Datum')]);
});

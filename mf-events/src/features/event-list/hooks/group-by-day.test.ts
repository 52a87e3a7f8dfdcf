import { event, teaser } from '../../../testing/fixtures';
import { groupByDay } from './group-by-day';

describe('groupByDay', () => {
  it('groups by the Berlin calendar day, not the UTC one', () => {
    // 23:30 UTC on 4 May is already 5 May in Berlin.
    const late = event({ id: 1, date_start: '2030-05-04T23:30:00Z' });
    const early = event({ id: 2, date_start: '2030-05-05T08:00:00+02:00' });
    const groups = groupByDay([late, early], [], true);
    expect(groups.map((g) => [g.day, g.items.length])).toEqual([['2030-05-05', 2]]);
  });

  it('puts a teaser at the end of its position day (23:59:59)', () => {
    const a = event({ id: 1, date_start: '2030-05-04T10:00:00+02:00' });
    const b = event({ id: 2, date_start: '2030-05-04T20:00:00+02:00' });
    const groups = groupByDay([a, b], [teaser({ id: 7, position: '2030-05-04' })], true);
    expect(groups[0].items.map((i) => (i.kind === 'event' ? `e${i.event.id}` : `t${i.teaser.id}`))).toEqual(['e1', 'e2', 't7']);
  });

  it('holds back teasers beyond the loaded range until the list is complete', () => {
    const a = event({ id: 1, date_start: '2030-05-04T10:00:00+02:00' });
    const later = teaser({ id: 8, position: '2030-05-20' });
    expect(groupByDay([a], [later], false).map((g) => g.day)).toEqual(['2030-05-04']);
    expect(groupByDay([a], [later], true).map((g) => g.day)).toEqual(['2030-05-04', '2030-05-20']);
  });

  it('drops teasers before the first shown day', () => {
    const a = event({ id: 1, date_start: '2030-05-04T10:00:00+02:00' });
    expect(groupByDay([a], [teaser({ position: '2030-05-01' })], true)).toHaveLength(1);
  });
});

import { isEventOver } from './event-rules';

describe('isEventOver', () => {
  it('knows when an event is over', () => {
    expect(isEventOver({ date_start: '2030-05-04T10:00:00+02:00', date_end: null }, Date.parse('2030-05-04T09:00:00Z'))).toBe(true);
    expect(isEventOver({ date_start: '2030-05-04T10:00:00+02:00', date_end: '2030-05-04T18:00:00+02:00' }, Date.parse('2030-05-04T09:00:00Z'))).toBe(false);
  });
});

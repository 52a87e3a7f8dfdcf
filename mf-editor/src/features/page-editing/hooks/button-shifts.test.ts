import { buttonShifts } from './button-shifts';

const box = (id: number, top: number, left: number, width: number, height: number) => ({ id, kind: 'x', top, left, width, height });
const plain = () => ({ above: false, compact: false });

describe('buttonShifts', () => {
  it('moves the button of a section\'s first module below the section\'s own, and the next one below both', () => {
    const shifts = buttonShifts([box(1, 100, 0, 1280, 800), box(2, 104, 0, 1280, 60), box(3, 110, 900, 380, 40), box(4, 400, 0, 1280, 60)], plain);
    expect(shifts.get(1)).toBeUndefined();
    expect(shifts.get(2)).toBe(36);
    expect(shifts.get(3)).toBe(72);
    expect(shifts.get(4)).toBeUndefined();
  });

  it('leaves buttons alone that sit apart, side by side in columns or far down', () => {
    const shifts = buttonShifts([box(1, 100, 0, 640, 300), box(2, 100, 640, 640, 300), box(3, 600, 0, 1280, 100)], plain);
    expect(shifts.size).toBe(0);
  });

  it('counts a button placed above its module where it really is', () => {
    const shifts = buttonShifts([box(1, 100, 0, 375, 600), box(2, 136, 0, 375, 200)], (b) => ({ above: b.id === 2, compact: false }));
    expect(shifts.get(2)).toBe(36);
  });
});

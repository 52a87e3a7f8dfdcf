import { formatPrice } from './price';

describe('formatPrice', () => {
  it('writes a comma decimal and the euro sign after a non-breaking space', () => {
    expect(formatPrice('12.50')).toBe('12,50\u00a0€');
    expect(formatPrice('7.5')).toBe('7,50\u00a0€');
  });

  it('leaves out ",00" on whole amounts', () => {
    expect(formatPrice('12.00')).toBe('12\u00a0€');
    expect(formatPrice('0.00')).toBe('0\u00a0€');
  });

  it('takes another currency symbol and shows unparsable input as it came', () => {
    expect(formatPrice('3.10', 'CHF')).toBe('3,10\u00a0CHF');
    expect(formatPrice('n/a')).toBe('n/a');
  });
});

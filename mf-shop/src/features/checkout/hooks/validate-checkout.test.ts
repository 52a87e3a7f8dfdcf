import { validateCheckout } from './validate-checkout';

describe('validateCheckout', () => {
  const valid = { name: 'Erika Muster', email: 'erika@example.org', terms_accepted: true };

  it('accepts a name on one line', () => {
    expect(validateCheckout(valid)).toEqual({});
  });

  it('refuses a name with a line break or a control character before anything is sent', () => {
    for (const name of ['Erika\nMuster', 'Erika\tMuster', 'Erika\u0000']) expect(validateCheckout({ ...valid, name }).name).toBe('singleLine');
    expect(validateCheckout({ ...valid, name: '  ' }).name).toBe('required');
  });
});

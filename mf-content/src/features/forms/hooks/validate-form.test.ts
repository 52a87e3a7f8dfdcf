import { FIELD_TYPES } from 'shared-contracts/constants';
import type { FormField } from 'shared-contracts/entities';
import { validate } from './validate-form';

const emailField: FormField = { id: 1, label: 'E-Mail', slug: 'email', field_type: FIELD_TYPES.email, required: true, visible: true, choices: [], default: null, placeholder_text: '', help_text: '' };

describe('validate: the e-mail rule the server applies too (shared-contracts/email)', () => {
  it('rejects an address with a one-letter top-level domain, as the server does', () => {
    expect(validate([emailField], { email: 'a@b.c' })).toEqual({ email: 'email' });
  });

  it('accepts an address the server accepts', () => {
    expect(validate([emailField], { email: 'a@b.co' })).toEqual({});
  });
});

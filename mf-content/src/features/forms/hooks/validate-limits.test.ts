import type { FormField } from 'shared-contracts/entities';
import { validate } from './validate-form';

const field = (slug: string, field_type: number, extra: Partial<FormField> = {}): FormField => ({
  id: slug.length,
  slug,
  label: slug,
  field_type,
  required: false,
  visible: true,
  choices: [],
  default: null,
  placeholder_text: '',
  help_text: '',
  min_value: null,
  max_value: null,
  ...extra,
});

const fields = [field('participants', 4, { min_value: 10, max_value: 30 }), field('website', 13)];

it('checks numbers against their limits, inclusive', () => {
  expect(validate(fields, { participants: '9', website: '' })).toEqual({ participants: 'range' });
  expect(validate(fields, { participants: '31', website: '' })).toEqual({ participants: 'range' });
  expect(validate(fields, { participants: 'zehn', website: '' })).toEqual({ participants: 'number' });
  expect(validate(fields, { participants: '10', website: '' })).toEqual({});
  expect(validate(fields, { participants: '30', website: '' })).toEqual({});
});

it('accepts only complete http(s) web addresses, and nothing when empty', () => {
  expect(validate(fields, { participants: '', website: 'schule' })).toEqual({ website: 'url' });
  expect(validate(fields, { participants: '', website: 'javascript:alert(1)' })).toEqual({ website: 'url' });
  expect(validate(fields, { participants: '', website: 'https://schule.de' })).toEqual({});
  expect(validate(fields, { participants: '', website: '' })).toEqual({});
});

import { isEmailAddress } from 'shared-contracts/email';
import { isSingleLineText } from 'shared-contracts/single-line-text';

export type CheckoutField = 'name' | 'email' | 'terms_accepted';
export type CheckoutErrors = Partial<Record<CheckoutField, 'required' | 'invalidEmail' | 'singleLine' | 'termsRequired' | undefined>>;

/** The checkout's own checks before it sends anything, so the visitor sees every problem at once. */
export function validateCheckout(values: { name: string; email: string; terms_accepted: boolean }): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (!values.name.trim()) errors.name = 'required';
  else if (!isSingleLineText(values.name)) errors.name = 'singleLine';
  if (!values.email.trim()) errors.email = 'required';
  else if (!isEmailAddress(values.email)) errors.email = 'invalidEmail';
  if (!values.terms_accepted) errors.terms_accepted = 'termsRequired';
  return errors;
}

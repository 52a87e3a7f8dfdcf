export type CheckoutField = 'name' | 'email' | 'terms_accepted';
export type CheckoutErrors = Partial<Record<CheckoutField, 'required' | 'invalidEmail' | 'termsRequired' | undefined>>;

// The same rule as the server's schema (which decides in the end): something@something.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The checkout's own checks before it sends anything, so the visitor sees every problem at once. */
export function validateCheckout(values: { name: string; email: string; terms_accepted: boolean }): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (!values.name.trim()) errors.name = 'required';
  if (!values.email.trim()) errors.email = 'required';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'invalidEmail';
  if (!values.terms_accepted) errors.terms_accepted = 'termsRequired';
  return errors;
}

/**
 * The e-mail rule of the public forms, the same in the browser form and on the server: one `@`, no spaces, a dot in
 * the domain and a top-level domain of at least two characters (`a@b.co` passes, `a@b.c` does not). Deliverability
 * is the mail server's call, not ours.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Whether a typed address follows the rule; surrounding spaces are ignored, as the forms trim what they send. */
export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

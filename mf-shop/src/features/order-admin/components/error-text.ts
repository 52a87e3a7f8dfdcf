import { HttpError } from 'site-config/remote-kit/http';

/** The server's sentence for a refused call (it names the field and why), else the screen's own fallback. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof HttpError && error.body && typeof error.body === 'object' && typeof (error.body as { message?: unknown }).message === 'string') {
    return `${fallback} (${(error.body as { message: string }).message})`;
  }
  return fallback;
}

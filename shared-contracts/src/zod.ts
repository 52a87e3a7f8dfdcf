import { z } from 'zod';

// In a browser zod would probe `new Function` to compile faster parsers; the site's Content-Security-Policy forbids
// eval, so the probe shows up as a violation. Browsers only parse small editor forms: the plain parser is plenty.
if ('document' in globalThis) z.config({ jitless: true });

export { z };

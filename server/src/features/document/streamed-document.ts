/** Where the page's markup goes inside `<div id="root">` when the template is filled. */
export const ROOT_MARK = '<!--ssr:root-->';

/** In the head of a page whose server render ran out of passes before it had all its data. */
export const PARTIAL_MARK = '<!--ssr:partial-->';

/**
 * The filled template cut where a streamed page adds to it: `early` (everything before `</head>`, known before the
 * render starts), `middle` (`</head>` up to the inside of `#root`) and `tail` (the rest).
 */
export interface DocumentParts {
  early: string;
  middle: string;
  tail: string;
}

export function splitDocument(document: string): DocumentParts {
  const headEnd = document.search(/<\/head>/i);
  const root = document.indexOf(ROOT_MARK);
  if (headEnd < 0 || root < headEnd) return { early: '', middle: document.replace(ROOT_MARK, ''), tail: '' };
  return { early: document.slice(0, headEnd), middle: document.slice(headEnd, root), tail: document.slice(root + ROOT_MARK.length) };
}

interface StreamablePage {
  slotCss: string;
  stateJson: string;
  segments: Array<string | Promise<string>>;
  partial?: boolean;
}

/**
 * The document in the order a browser reads it, each part as soon as it exists: the head at once (the browser
 * starts on stylesheets, scripts and fonts while the server renders), then the late head and the chrome once the
 * shell has rendered, then each slot as it finishes, in document order, so the page reads right without JavaScript
 * and no script moves anything into place. Without a render (`null`) the root stays empty and the browser renders.
 */
export async function* streamDocument(
  parts: DocumentParts,
  page: Promise<StreamablePage | null>,
  lateHead: (page: StreamablePage) => string,
): AsyncGenerator<string> {
  yield parts.early;
  const rendered = await page;
  if (!rendered) {
    yield parts.middle + parts.tail;
    return;
  }
  yield lateHead(rendered) + parts.middle;
  // Each part leaves as it is, never glued to the next: the chrome's parts are slices of one rendered string, and
  // joining them makes a new copy of the page that the socket's write has to lay out flat again (milliseconds per
  // page); what is ready leaves before the wait for the next slot.
  for (const segment of rendered.segments) {
    const part = typeof segment === 'string' ? segment : await segment;
    if (part) yield part;
  }
  yield parts.tail;
}

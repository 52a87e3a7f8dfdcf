import { RENDER_READ_HEADER, scriptJson } from 'shared-contracts/server-render';
import { minuteStart } from './render-clock';

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** How many renders one memo keeps: every page and language of the demo site fits, a crawl of odd queries does not grow it. */
export const RENDER_MEMO_ENTRIES = 500;
/** And how much text it holds at most (markup, state and the answers read, in characters): about 16 MB of strings. */
export const RENDER_MEMO_CHARS = 8_000_000;

/** One API read of a render and the answer it got. */
export interface RenderRead {
  url: string;
  status: number;
  body: string;
  /** The host's name for this answer (`RENDER_READ_HEADER`), when it keeps it: a later check asks by it. */
  version?: string;
}

interface Kept<V> {
  reads: readonly RenderRead[];
  value: V;
  chars: number;
}

/**
 * A server render's output kept by everything it was made from, so a render with the same inputs reuses it instead
 * of rendering React again. The key holds what the caller knows up front (address or props, language, the clock's
 * minute); the data is the API reads the render made, asked again and compared answer by answer before a reuse. So
 * whether an entry is right never depends on how old it is: if any answer differs, the render runs again. It lives
 * in the module of the build that renders, so a new build starts with an empty memo. Least recently used entries go
 * first once it is full.
 */
export class RenderMemo<V> {
  private readonly entries = new Map<string, Kept<V>>();
  private chars = 0;

  constructor(
    private readonly limit = RENDER_MEMO_ENTRIES,
    private readonly charLimit = RENDER_MEMO_CHARS,
  ) {}

  /** The value kept under `key` if every read it was made from answers the same through `fetch` now. */
  async reuse(key: string, fetch: Fetch): Promise<V | undefined> {
    const kept = this.entries.get(key);
    if (!kept) return undefined;
    if (!(await sameAnswers(fetch, kept.reads))) return undefined;
    // The most recently used entry moves to the end, so eviction takes the oldest first.
    this.entries.delete(key);
    this.entries.set(key, kept);
    return kept.value;
  }

  /** Keeps `value` (whose text is `valueChars` long) under `key`, with the reads it was made from. */
  keep(key: string, reads: readonly RenderRead[], value: V, valueChars = 0): void {
    const chars = valueChars + reads.reduce((sum, read) => sum + read.url.length + read.body.length, 0);
    if (chars > this.charLimit) return;
    this.drop(key);
    this.entries.set(key, { reads: [...reads], value, chars });
    this.chars += chars;
    while (this.entries.size > this.limit || this.chars > this.charLimit) this.drop(this.entries.keys().next().value as string);
  }

  private drop(key: string): void {
    const kept = this.entries.get(key);
    if (!kept) return;
    this.entries.delete(key);
    this.chars -= kept.chars;
  }

  get size(): number {
    return this.entries.size;
  }
}

async function sameAnswers(fetch: Fetch, reads: readonly RenderRead[]): Promise<boolean> {
  const now = await Promise.all(reads.map((read) => sameAnswer(fetch, read)));
  return now.every(Boolean);
}

/**
 * Whether `read` answers the same now. A read the host named is asked by its name: a `304` under the same name is
 * the very answer the render read, with nothing to read or compare. Otherwise (a new name, or none) the body is
 * compared; an equal one is the same answer under a new name, which the next check asks by.
 */
async function sameAnswer(fetch: Fetch, read: RenderRead): Promise<boolean> {
  const answer = await fetch(read.url, read.version ? { headers: { [RENDER_READ_HEADER]: read.version } } : undefined);
  const version = answer.headers.get(RENDER_READ_HEADER) ?? undefined;
  if (read.version && answer.status === 304 && version === read.version) return true;
  if (answer.status !== read.status || (await answer.text()) !== read.body) return false;
  read.version = version;
  return true;
}

/**
 * `fetch` that writes down each GET it answers (address, status, body) in `reads`. A render that wrote, or whose read
 * failed (no answer, or a server error the next render should ask again), must not be kept: `spoil` says so.
 */
export function recordingFetch(fetch: Fetch, reads: RenderRead[], spoil: () => void): Fetch {
  return async (url, init) => {
    let answer: Response;
    try {
      answer = await fetch(url, init);
    } catch (error) {
      spoil();
      throw error;
    }
    if ((init?.method ?? 'GET').toUpperCase() !== 'GET' || answer.status >= 500) {
      spoil();
      return answer;
    }
    const body = await answer.text();
    const version = answer.headers.get(RENDER_READ_HEADER);
    reads.push(version ? { url, status: answer.status, body, version } : { url, status: answer.status, body });
    return new Response(answer.status === 204 || answer.status === 304 ? null : body, { status: answer.status, headers: answer.headers });
  };
}

/**
 * The clock as a render key sees it: the minute. What the site switches by time (a teaser's start, an event's end,
 * today's opening hours, the day of a list) is entered to the minute, so two renders in the same minute with the same
 * data show the same; the next minute is another key.
 */
export const renderMinute = (now = Date.now()): string => String(minuteStart(now));

/**
 * A kept render's dehydrated queries, as fetched `now`: a reuse asked every read again and got the same answers, so
 * the data is this moment's, and the browser's cache judges its freshness from these times.
 */
export function refreshedState<S>(state: S, now = Date.now()): S {
  const { queries } = state as { queries: Array<{ state: object; dehydratedAt?: number }> };
  // Spread first, then replace: the keys keep their order, so a reuse's JSON is byte for byte a render's.
  return {
    ...state,
    queries: queries.map((query) => ({
      ...query,
      ...(query.dehydratedAt !== undefined ? { dehydratedAt: now } : {}),
      state: { ...query.state, dataUpdatedAt: now },
    })),
  } as S;
}

/**
 * Stands for the fetch time while a kept state is serialised once. JSON.stringify writes a string value with its
 * quotes, so the quoted mark is found only where a time goes; the random part keeps any data from spelling it.
 */
const TIME_MARK = `render-time-${globalThis.crypto.randomUUID()}`;

/**
 * A kept render's state as script-safe JSON, serialised once: `build(now)` makes the state with its fetch times
 * set to `now` (see refreshedState), and the returned function gives that state's JSON for any `now` by putting the
 * time where the mark went, so a reuse does not serialise the whole state again.
 */
export function stateJsonAt(build: (now: number) => unknown): (now?: number) => string {
  const pieces = scriptJson(build(TIME_MARK as unknown as number)).split(`"${TIME_MARK}"`);
  return (now = Date.now()) => pieces.join(String(now));
}

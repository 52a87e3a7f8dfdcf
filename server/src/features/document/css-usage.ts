/**
 * A stylesheet cut into what a page may need: a piece kept whatever the page (font faces, keyframes, custom
 * properties on `:root`, rules on `html` or `*`), a rule kept when the page has everything one of its selectors names,
 * or a grouping rule (`@media`, `@supports`, …) around pieces of its own.
 */
export type CssPiece =
  | { kind: 'always'; text: string }
  | { kind: 'rule'; text: string; needs: string[][] }
  | { kind: 'group'; open: string; close: string; pieces: CssPiece[] };

/** At-rules whose body is rules again; every other at-rule (`@font-face`, `@keyframes`, …) is kept whole. */
const GROUPS = new Set(['media', 'supports', 'container', 'layer', 'scope', 'document', '-moz-document']);

/**
 * Cuts built CSS into its top-level rules and at-rules (and those inside grouping rules). A scan for the braces,
 * semicolons and commas that count (not inside strings, comments, parentheses or brackets): a build's stylesheets are
 * valid CSS, and each piece is an exact slice of the file.
 */
export function parseStylesheet(css: string): CssPiece[] {
  return piecesIn(css, 0, css.length);
}

function piecesIn(css: string, from: number, to: number): CssPiece[] {
  const pieces: CssPiece[] = [];
  let i = from;
  while (i < to) {
    i = skipBlank(css, i, to);
    if (i >= to) break;
    const stop = scanTo(css, i, to, '{;}');
    if (stop >= to || css[stop] !== '{') {
      // A statement (`@charset`, `@import`, `@layer a, b;`) or a stray token.
      if (css.slice(i, stop).trim()) pieces.push({ kind: 'always', text: css.slice(i, Math.min(stop + 1, to)) });
      i = stop + 1;
      continue;
    }
    const close = blockEnd(css, stop, to);
    const prelude = css.slice(i, stop);
    const text = css.slice(i, close + 1);
    if (prelude.startsWith('@')) {
      const name = /^@([\w-]+)/.exec(prelude)?.[1]?.toLowerCase() ?? '';
      pieces.push(GROUPS.has(name) ? { kind: 'group', open: css.slice(i, stop + 1), close: '}', pieces: piecesIn(css, stop + 1, close) } : { kind: 'always', text });
    } else {
      // A nested rule only matches inside its parent, so the parent's selectors decide for the whole block.
      const needs = splitSelectors(prelude).map(selectorNeeds);
      pieces.push(needs.some((alternative) => alternative.length === 0) ? { kind: 'always', text } : { kind: 'rule', text, needs });
    }
    i = close + 1;
  }
  return pieces;
}

/** Past white space and comments. */
function skipBlank(css: string, i: number, to: number): number {
  for (;;) {
    while (i < to && /\s/.test(css[i]!)) i += 1;
    if (css.startsWith('/*', i)) {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? to : end + 2;
    } else {
      return i;
    }
  }
}

/** The first of `stops` at the top level from `i` on (`to` when there is none); strings, comments, escapes, () and [] are skipped. */
function scanTo(css: string, i: number, to: number, stops: string): number {
  let depth = 0;
  for (; i < to; i++) {
    const c = css[i]!;
    if (c === '\\') i += 1;
    else if (c === '"' || c === "'") i = stringEnd(css, i, to);
    else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? to : end + 1;
    } else if (c === '(' || c === '[') depth += 1;
    else if ((c === ')' || c === ']') && depth > 0) depth -= 1;
    else if (depth === 0 && stops.includes(c)) return i;
  }
  return to;
}

function stringEnd(css: string, i: number, to: number): number {
  const quote = css[i];
  for (i += 1; i < to; i++) {
    if (css[i] === '\\') i += 1;
    else if (css[i] === quote) return i;
  }
  return to;
}

/** The `}` that closes the block opened at `open`. */
function blockEnd(css: string, open: number, to: number): number {
  let depth = 0;
  for (let i = open; i < to; i++) {
    i = scanTo(css, i, to, '{}');
    if (i >= to) break;
    if (css[i] === '{') depth += 1;
    else if (--depth === 0) return i;
  }
  return to - 1;
}

/** A selector list's selectors: split at the commas outside parentheses, brackets and strings. */
function splitSelectors(list: string): string[] {
  const selectors: string[] = [];
  let from = 0;
  for (let comma = scanTo(list, 0, list.length, ','); ; comma = scanTo(list, from, list.length, ',')) {
    selectors.push(list.slice(from, comma).trim());
    if (comma >= list.length) return selectors;
    from = comma + 1;
  }
}

/** `[attr="a]b"]`, with quoted values that may hold a bracket. */
const ATTRIBUTE = /\[(?:[^\]"']|"[^"]*"|'[^']*')*\]/g;
const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;
const ID = /#(-?[_a-zA-Z][\w-]*)/g;
const TYPE = /^([a-zA-Z][\w-]*)/;

/**
 * What an element tree must hold somewhere for this selector to match: its classes (`.x`), ids (`#x`) and element
 * names. Only a necessary condition, so the test errs towards keeping a rule: what the server's markup cannot tell
 * (hover, focus, `:not(…)`, `:has(…)`, attribute values) is left out, and a selector this reading does not follow
 * (escaped characters) needs nothing, which keeps it.
 */
export function selectorNeeds(selector: string): string[] {
  if (selector.includes('\\')) return [];
  const plain = withoutFunctionalPseudos(selector).replace(ATTRIBUTE, '').replace(/::?[\w-]+/g, '');
  const needs = new Set<string>();
  for (const [, name] of plain.matchAll(CLASS)) needs.add(`.${name}`);
  for (const [, name] of plain.matchAll(ID)) needs.add(`#${name}`);
  for (const compound of plain.split(/[\s>+~]+/)) {
    const type = TYPE.exec(compound);
    if (type && type[1] !== 'html' && type[1] !== 'body') needs.add(type[1].toLowerCase());
  }
  return [...needs];
}

/** Drops `:not(…)`, `:is(…)`, `:nth-child(…)`, `::part(…)` and the like with whatever their parentheses hold. */
function withoutFunctionalPseudos(selector: string): string {
  if (!selector.includes('(')) return selector;
  const start = /::?[\w-]+\(/g;
  let out = '';
  let from = 0;
  for (let match = start.exec(selector); match; match = start.exec(selector)) {
    if (match.index < from) continue;
    out += selector.slice(from, match.index);
    let depth = 0;
    let end = match.index + match[0].length - 1;
    for (; end < selector.length; end++) {
      if (selector[end] === '(') depth += 1;
      else if (selector[end] === ')' && --depth === 0) break;
    }
    from = end + 1;
    start.lastIndex = from;
  }
  return out + selector.slice(from);
}

/**
 * The classes, ids and element names a document's markup holds. Read with a pattern rather than a parser: text that
 * only looks like a tag (inside a script) adds names, which only keeps more rules.
 */
export function documentTokens(html: string): Set<string> {
  const tokens = new Set<string>();
  for (const [, name] of html.matchAll(/<([a-zA-Z][\w-]*)/g)) tokens.add(name!.toLowerCase());
  for (const [, names] of html.matchAll(/<[^>]*?\sclass="([^"]*)"/g)) for (const name of names!.split(/\s+/)) if (name) tokens.add(`.${name}`);
  for (const [, id] of html.matchAll(/<[^>]*?\sid="([^"]+)"/g)) tokens.add(`#${id}`);
  return tokens;
}

export interface UsedCss {
  css: string;
  /** Every piece of the sheet is in `css`. */
  whole: boolean;
  /** How many rules were kept because the document has what they select (not counting the kept-anyway pieces). */
  matched: number;
}

/** The pieces of a parsed stylesheet that the document with these tokens may need, in their order. */
export function usedCss(pieces: CssPiece[], tokens: Set<string>): UsedCss {
  const result: UsedCss = { css: '', whole: true, matched: 0 };
  const walk = (list: CssPiece[]): string => {
    let css = '';
    for (const piece of list) {
      if (piece.kind === 'always') css += piece.text;
      else if (piece.kind === 'group') {
        const inner = walk(piece.pieces);
        // An empty `@layer name{}` still sets the layers' order, so it stays even when nothing in it is used.
        if (inner || piece.open.startsWith('@layer')) css += piece.open + inner + piece.close;
      } else if (piece.needs.some((alternative) => alternative.every((token) => tokens.has(token)))) {
        css += piece.text;
        result.matched += 1;
      } else {
        result.whole = false;
      }
    }
    return css;
  };
  result.css = walk(pieces);
  return result;
}

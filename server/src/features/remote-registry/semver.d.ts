/** The part of the `semver` package the compatibility gate uses (the package ships no types of its own). */
declare module 'semver' {
  /** The normalized version, or null when `version` is not one. */
  export function valid(version: string | null | undefined): string | null;
  /** The normalized range, or null when `range` is not one. */
  export function validRange(range: string | null | undefined): string | null;
  export function satisfies(version: string, range: string): boolean;
  export function major(version: string): number;
}

/**
 * Slot props compare by value for data (query, auth, settings, params) and by identity for functions,
 * so a re-render of the page with equal props does not run the remote's `update`.
 */
export function sameSlotProps(a: object, b: object): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => {
    const x = left[key];
    const y = right[key];
    if (Object.is(x, y)) return true;
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
    try {
      return JSON.stringify(x) === JSON.stringify(y);
    } catch {
      return false;
    }
  });
}

import { sanitizeRichText } from '../../lib/rich-text';
import { RICH_TEXT_FIELDS } from 'shared-contracts/modules';
import type { ModuleKind } from 'shared-contracts/site';

/** Sanitizes the rich-text fields of a module's data in place (paths like `items.*.answer` walk arrays). */
export function sanitizeModuleData(kind: ModuleKind, data: Record<string, unknown>): Record<string, unknown> {
  const walk = (value: unknown, parts: string[]): unknown => {
    if (!parts.length) return typeof value === 'string' ? sanitizeRichText(value) : value;
    const [head, ...rest] = parts;
    if (head === '*') return Array.isArray(value) ? value.map((v) => walk(v, rest)) : value;
    if (value && typeof value === 'object' && head in value) {
      return { ...(value as Record<string, unknown>), [head]: walk((value as Record<string, unknown>)[head], rest) };
    }
    return value;
  };
  let out: unknown = data;
  for (const field of RICH_TEXT_FIELDS[kind] ?? []) out = walk(out, field.split('.'));
  return out as Record<string, unknown>;
}

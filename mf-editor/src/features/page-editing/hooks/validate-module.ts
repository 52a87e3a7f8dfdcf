import type { TFunction } from 'i18next';
import { EMBED_PROVIDERS, REQUIRED_MESSAGE, RICH_TEXT_FIELDS, moduleDataSchemas } from 'shared-contracts/modules';
import { visibleTextLength } from 'shared-contracts/visible-text';
import type { ModuleKind } from 'shared-contracts/site';

/** What a limit counts: the text visitors read in rich text, every character elsewhere. */
const lengthOf = (kind: ModuleKind, field: string, value: unknown) =>
  RICH_TEXT_FIELDS[kind]?.includes(field) ? visibleTextLength(String(value ?? '')) : String(value ?? '').length;

/**
 * The rules, with the server's own schemas (shared-contracts/modules), messages in the editor's language:
 * required fields, video URL, embed providers, headline levels 2-6, blog items 1-8, full teaser text ≤ 3000.
 */
export function validateModule(kind: ModuleKind, data: Record<string, unknown>, t: TFunction): Record<string, string> {
  const result = moduleDataSchemas[kind].safeParse(data);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (errors[field]) continue;
    const message = issue.message;
    const details = issue as unknown as { maximum?: number; minimum?: number; origin?: string };
    if (message === REQUIRED_MESSAGE || issue.code === 'invalid_value' || (issue.code === 'invalid_type' && data[field] == null)) errors[field] = t('editor.required');
    else if (message.startsWith('Invalid video URL')) errors[field] = t('editor.invalidVideo');
    else if (message.startsWith('Allowed providers')) errors[field] = t('editor.invalidProvider', { providers: (EMBED_PROVIDERS[kind as keyof typeof EMBED_PROVIDERS] ?? []).join(', ') });
    else if (issue.code === 'too_big' && details.origin === 'string') errors[field] = t('editor.maxLength', { max: details.maximum, count: lengthOf(kind, field, data[field]) });
    else if ((issue.code === 'too_big' || issue.code === 'too_small') && field === 'headline_level') errors[field] = t('editor.range', { min: 2, max: 6 });
    else if ((issue.code === 'too_big' || issue.code === 'too_small') && field === 'items') errors[field] = t('editor.range', { min: 1, max: 8 });
    else if (/^Invalid (link|image|file)/.test(message) || issue.code === 'invalid_format') errors[field] = t('editor.invalidUrl');
    else errors[field] = message;
  }
  return errors;
}

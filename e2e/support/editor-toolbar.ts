import { expect, type Page } from '@playwright/test';

/** The staff toolbar in either language. */
export const editorToolbar = (page: Page) => page.getByRole('region', { name: /^(Redaktionswerkzeuge|Editing tools)$/ });

/**
 * Opens the toolbar's tools where a phone folds them behind one button ("Werkzeuge" / "Tools"); elsewhere the button
 * is not shown and nothing happens. It waits for the toolbar first: before the editor remote has drawn it, a quick look
 * would find no button and skip the step.
 */
export async function openEditorTools(page: Page): Promise<void> {
  const bar = editorToolbar(page);
  await expect(bar).toBeVisible();
  // The name starts with the word; the open/closed arrow after it is drawn by the stylesheet and read with it.
  const more = bar.getByRole('button', { name: /^(Werkzeuge|Tools)\b/ });
  if (!(await more.isVisible())) return;
  if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
}

/** Renders after which the shell and its slots must have their data: a deeper chain renders what it has. */
export const MAX_PASSES = 6;

export interface PassesOutcome {
  /** The last render's markup. */
  html: string;
  /** How many renders it took. */
  passes: number;
  /**
   * The last render still asked for data it did not get (the chain of queries is deeper than `maxPasses`): its markup
   * shows loading states where the browser will show the data, so the page is not whole.
   */
  partial: boolean;
}

/**
 * Renders, fetches what that render asked for, and renders again, until a render asks for nothing more or
 * `maxPasses` renders are done. `fetchAsked` fetches the data the last render registered and says how many queries
 * that was (0: the render had all its data). `beforePass` runs before each render with its number (0 first).
 */
export async function renderUntilSettled(
  render: () => Promise<string>,
  fetchAsked: () => Promise<number>,
  beforePass: (pass: number) => void = () => undefined,
  maxPasses = MAX_PASSES,
): Promise<PassesOutcome> {
  let html = '';
  for (let pass = 0; pass < maxPasses; pass += 1) {
    beforePass(pass);
    html = await render();
    if ((await fetchAsked()) === 0) return { html, passes: pass + 1, partial: false };
  }
  return { html, passes: maxPasses, partial: true };
}

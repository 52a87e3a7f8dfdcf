import type { BreakingNews } from 'shared-contracts/entities';

/** Shown when there is breaking news and the dismissal cookie is absent or holds another alert's id. */
export function shouldShowAlert(news: BreakingNews | null | undefined, dismissedId: string | undefined): news is BreakingNews {
  if (!news) return false;
  return dismissedId !== String(news.id);
}

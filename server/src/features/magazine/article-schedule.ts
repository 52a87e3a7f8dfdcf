import { readServerEnv } from '../../lib/server-env';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/types';
import { visibleArticleSql } from '../../lib/article-visibility';
import { clearDomainCaches } from '../../lib/response-cache';
import { reindexEntries } from '../../lib/search-index';
import { clearSiteCache } from '../../lib/site-cache';

const SWEEP_MS = readServerEnv().SCHEDULE_SWEEP_MS;

/**
 * Articles whose publish time has come since they were written are put into the search index, and every cached
 * answer is dropped, so lists and pages kept a few seconds show them too. Reads compare the time themselves; only the
 * index (and its autocomplete words) is written ahead, and a due article is exactly one that is visible but not yet
 * indexed, so the sweep needs no state of its own and two instances running it at once only repeat the same rows.
 */
export async function indexDueArticles(db: Db): Promise<number[]> {
  const ids = await db.transaction(async (tx) => {
    const due = await tx.query<{ id: number }>(
      `SELECT a.id FROM articles a
        WHERE a.publish_at IS NOT NULL AND ${visibleArticleSql('a', 'now()')}
          AND NOT EXISTS (SELECT 1 FROM search_documents d WHERE d.kind = 'article' AND d.ref_id = a.id)
        ORDER BY a.id FOR UPDATE SKIP LOCKED`,
    );
    await reindexEntries(tx, 'article', due.map((r) => r.id));
    return due.map((r) => r.id);
  });
  if (ids.length) {
    clearDomainCaches(db);
    clearSiteCache(db);
  }
  return ids;
}

/** Every instance sweeps (at start and every `SCHEDULE_SWEEP_MS`, as scheduled pages do). */
export function registerArticleSchedule(app: FastifyInstance, ctx: AppContext): void {
  const sweep = () => indexDueArticles(ctx.db).catch((error) => app.log.warn({ error }, 'scheduled articles not indexed; the next sweep tries again'));
  const timer = setInterval(() => void sweep(), SWEEP_MS);
  timer.unref();
  app.addHook('onReady', async () => void sweep());
  app.addHook('onClose', async () => clearInterval(timer));
}

import type { FastifyRequest } from 'fastify';
import type { Paginated } from 'shared-contracts/entities';

/** Paths of the neighbour pages: the request's own path and query with `page` replaced (DRF style). */
export function paginate<T>(request: FastifyRequest, page: number, pageSize: number, count: number, results: T[]): Paginated<T> {
  const link = (target: number) => {
    const url = new URL(request.url, 'http://local');
    url.searchParams.set('page', String(target));
    return `${url.pathname}?${url.searchParams.toString()}`;
  };
  const last = Math.max(1, Math.ceil(count / pageSize));
  return {
    count,
    next: page < last ? link(page + 1) : null,
    previous: page > 1 ? link(Math.min(page - 1, last)) : null,
    results,
  };
}

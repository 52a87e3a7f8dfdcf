import type { FastifyRequest } from 'fastify';

/** The staff user of a request with a session (the auth feature loads it for every request). */
export type RequestStaffUser = NonNullable<FastifyRequest['user']>;

import type { FastifyRequest } from 'fastify';
import type { StaffRole } from 'shared-contracts/roles';
import { requireRole } from '../../lib/require-role';

/**
 * Who reads what visitors sent through forms, the entries and the files uploaded with them: editors and admins. The
 * box office does not, whichever call it tries (by the entry or by the file's id).
 */
export const ENTRY_READERS: StaffRole[] = ['editor'];

export const requireEntryReader = (request: FastifyRequest) => requireRole(request, ...ENTRY_READERS);

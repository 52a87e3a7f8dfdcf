import { z } from 'shared-contracts/zod';
import { STAFF_ROLES } from 'shared-contracts/roles';
import type { ResourceDescriptor } from 'shared-contracts/back-office/descriptor';
import { bi, text } from 'shared-contracts/back-office/fields';

export const staffUserSchema = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.@-]{2,60}$/, 'use 2 to 60 letters, digits or _ . @ -'),
  email: z.union([z.literal(''), z.email('must be an e-mail address')]).default(''),
  first_name: z.string().trim().max(100).default(''),
  last_name: z.string().trim().max(100).default(''),
  role: z.enum(STAFF_ROLES, { error: 'must be admin, editor or boxoffice' }),
  is_active: z.boolean().default(true),
});

const ROLE_LABELS = { admin: bi('Administration', 'Admin'), editor: bi('Redaktion', 'Editor'), boxoffice: bi('Kasse', 'Box office') };

/**
 * Staff accounts, admins only. A new account gets a one-time password the answer shows once; accounts are deactivated
 * rather than deleted, so their history keeps a name.
 */
export const staffUsers: ResourceDescriptor<typeof staffUserSchema> = {
  kind: 'users',
  label: bi('Benutzer', 'Users'),
  singular: bi('Benutzer', 'User'),
  group: 'admin',
  schema: staffUserSchema,
  fields: {
    username: text('Benutzername', 'Username', { list: true, search: true }),
    email: text('E-Mail', 'E-mail', { list: true, search: true }),
    first_name: text('Vorname', 'First name', { search: true }),
    last_name: text('Nachname', 'Last name', { list: true, search: true }),
    role: {
      label: bi('Rolle', 'Role'),
      widget: { type: 'choice', values: STAFF_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })) },
      list: true,
      filter: true,
    },
    is_active: { label: bi('Aktiv', 'Active'), widget: { type: 'checkbox' }, list: true, help: bi('Deaktivierte Konten können sich nicht anmelden.', 'Deactivated accounts cannot log in.') },
  },
  titleField: 'username',
  defaultSort: 'username',
  roles: { read: [], write: [] },
  deletable: false,
  actions: [
    {
      name: 'reset-password',
      label: bi('Passwort zurücksetzen', 'Reset password'),
      confirm: bi(
        'Ein neues Einmal-Passwort erzeugen? Das alte gilt dann nicht mehr, offene Sitzungen enden.',
        'Create a new one-time password? The old one stops working and open sessions end.',
      ),
    },
  ],
};

/** What creating a user or resetting a password answers besides the entry: the one-time password, shown once. */
export interface OneTimePasswordAnswer {
  one_time_password: string;
}

/** Shortest and longest password a person may choose for a staff account (the server also refuses common ones). */
export const STAFF_PASSWORD_MIN_LENGTH = 10;
export const STAFF_PASSWORD_MAX_LENGTH = 200;

// The new password's length and whether it is too common are the server's rules, worded in the user's language.
export const ownPasswordSchema = z.object({
  current_password: z.string().min(1, 'required').max(200),
  new_password: z.string().min(1, 'required').max(1000, 'must have at most 1000 characters'),
});

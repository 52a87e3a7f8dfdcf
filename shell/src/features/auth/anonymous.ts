import type { AuthState } from 'shared-contracts/site';

/**
 * The anonymous auth state (every field false or null). Kept here rather than imported from shared-contracts/site,
 * whose runtime import would pull zod into the browser bundle; the shell imports only types from there.
 */
export const ANONYMOUS: AuthState = {
  has_dashboard_online_access: false,
  is_logged_in: false,
  username: null,
  email: null,
  first_name: null,
  last_name: null,
  login_url: null,
  logout_url: null,
  webshop_url: null,
};

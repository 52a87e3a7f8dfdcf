import fs from 'node:fs';
import path from 'node:path';
import type { Locale } from 'shared-contracts/locales';
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from 'shared-contracts/back-office/users';
import { badRequest } from '../../http/errors';

export type PasswordProblem = 'too_short' | 'too_long' | 'common' | 'username';

const MESSAGES: Record<PasswordProblem, Record<Locale, string>> = {
  too_short: {
    de: `Das Passwort muss mindestens ${STAFF_PASSWORD_MIN_LENGTH} Zeichen lang sein; ein Satz aus mehreren Wörtern ist leicht zu merken.`,
    en: `The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters long; a sentence of several words is easy to remember.`,
  },
  too_long: {
    de: `Das Passwort darf höchstens ${STAFF_PASSWORD_MAX_LENGTH} Zeichen lang sein.`,
    en: `The password may be at most ${STAFF_PASSWORD_MAX_LENGTH} characters long.`,
  },
  common: {
    de: 'Dieses Passwort ist zu verbreitet: Angreifer probieren es als Erstes. Bitte wählen Sie ein anderes, zum Beispiel einen Satz aus mehreren Wörtern.',
    en: 'This password is too common: attackers try it first. Please choose another one, for example a sentence of several words.',
  },
  username: {
    de: 'Das Passwort darf nicht der Benutzername sein.',
    en: 'The password must not be the username.',
  },
};

let common: Set<string> | null = null;
/** The shipped list, read once: one password a line, lines starting with # are notes. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    fs
      .readFileSync(path.join(__dirname, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line && !line.startsWith('#')),
  );
  return common;
}

/** The word inside the digits and signs people put around it ("Sommer2026!" → "sommer"), lower case. */
const coreOf = (lower: string) => lower.replace(/^[\d\W_]+/u, '').replace(/[\d\W_]+$/u, '');

/**
 * Whether guessers would try this early: on the list as it is or by its core word, or made of one or two characters
 * repeated.
 */
function isCommon(lower: string): boolean {
  const list = commonPasswords();
  const core = coreOf(lower);
  if (list.has(lower) || (core && list.has(core))) return true;
  return new Set(lower).size <= 2;
}

/** What is wrong with a password a staff account would get, or null when it may be used. */
export function passwordProblem(password: string, username?: string): PasswordProblem | null {
  if ([...password].length < STAFF_PASSWORD_MIN_LENGTH) return 'too_short';
  if (password.length > STAFF_PASSWORD_MAX_LENGTH) return 'too_long';
  const lower = password.trim().toLowerCase();
  const user = username?.trim().toLowerCase();
  if (user && (lower === user || coreOf(lower) === user)) return 'username';
  if (isCommon(lower)) return 'common';
  return null;
}

/**
 * Every password a person chooses for a staff account passes here (own password, create-admin): 400 naming `field`,
 * in `locale`. Passwords the server makes itself are random and long; the demo accounts are seeded without it.
 */
export function assertStaffPassword(password: string, opts: { field?: string; locale?: Locale; username?: string } = {}): void {
  const problem = passwordProblem(password, opts.username);
  if (problem) throw badRequest(opts.field ?? 'password', MESSAGES[problem][opts.locale ?? 'en'], { code: `password_${problem}` });
}

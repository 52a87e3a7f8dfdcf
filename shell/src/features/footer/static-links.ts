import type { Locale } from 'shared-contracts/locales';
import { buildPath } from 'shared-contracts/routes';

/**
 * The static footer links (docs/product.md) besides the server's footer navigation. External addresses are the
 * operator's real partners; change them here (the ticket operator's site comes from design settings when set).
 */
export const WHISTLEBLOWER_URL = 'https://www.bundesjustizamt.de/DE/MeldestelledesBundes/MeldestelledesBundes_node.html';
export const TICKET_OPERATOR_URL = 'https://www.eventim.de';
export const REGIONAL_CULTURE_URL = 'https://www.sachsen.de';

export function legalLinks(locale: Locale) {
  return [
    { key: 'footer.agb', to: buildPath('agb', locale) },
    { key: 'footer.privacy', to: buildPath('datenschutz', locale) },
    { key: 'footer.imprint', to: buildPath('impressum', locale) },
  ] as const;
}

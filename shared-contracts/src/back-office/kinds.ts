import type { ResourceDescriptor } from 'shared-contracts/back-office/descriptor';
import { articleCategories, articleTags, articles } from 'shared-contracts/back-office/magazine';
import { personCategories, persons } from 'shared-contracts/back-office/team';
import { breakingNews, redirects } from 'shared-contracts/back-office/site-kinds';
import { errorPages, menuItems, openingHours, openingHoursExceptions, siteSettings } from 'shared-contracts/back-office/site-settings-kinds';
import { designSettings } from 'shared-contracts/back-office/design-settings-kind';
import { staffUsers } from 'shared-contracts/back-office/users';
import { PROGRAMME_DESCRIPTORS } from 'shared-contracts/back-office/programme';
import { prices, seatGroups, timeslots } from 'shared-contracts/back-office/ticketing';
import { formFields, forms } from 'shared-contracts/back-office/forms';

/** Every kind the back office manages, in the order the content hub lists them. */
export const RESOURCE_DESCRIPTORS = [articles, articleCategories, articleTags, persons, personCategories, ...PROGRAMME_DESCRIPTORS, seatGroups, prices, timeslots, forms, formFields, redirects, breakingNews, menuItems, openingHours, openingHoursExceptions, siteSettings, designSettings, errorPages, staffUsers] as const satisfies readonly ResourceDescriptor[];

export function descriptorOf(kind: string): ResourceDescriptor | undefined {
  return (RESOURCE_DESCRIPTORS as readonly ResourceDescriptor[]).find((d) => d.kind === kind);
}

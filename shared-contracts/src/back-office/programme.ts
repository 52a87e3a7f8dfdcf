import { z } from 'shared-contracts/zod';
import { buildPath } from 'shared-contracts/routes';
import type { FieldSpec, ResourceDescriptor } from 'shared-contracts/back-office/descriptor';
import { detailSectionFields, detailSectionSpecs } from 'shared-contracts/back-office/detail-sections';
import { bi, image, imageUrl, isoDate, optionalText, requiredText, slugText, sortNumber, text } from 'shared-contracts/back-office/fields';

/** The programme is run by the editors and by the box office, who set up the dates they sell. */
const PROGRAMME = ['editor', 'boxoffice'] as const;
const slugHelp = bi('Leer: aus dem Titel', 'Empty: made from the title');
const berlinHelp = bi('Berliner Zeit', 'Berlin time');

const optionalId = () => z.number().int().positive('must be an entry id').nullable().default(null);
const moment = () => z.iso.datetime({ offset: true, error: 'must be a date and time' });
const bilingualName = () => ({ name_de: requiredText(200), name_en: requiredText(200) });
const nameFields = (): Record<'name_de' | 'name_en', FieldSpec> => ({
  name_de: text('Name (deutsch)', 'Name (German)', { list: true, search: true }),
  name_en: text('Name (englisch)', 'Name (English)', { list: true, search: true }),
});
const sortField: FieldSpec = { label: bi('Reihenfolge', 'Order'), widget: { type: 'number' }, list: true };
const ref = (de: string, en: string, kind: string, more: Partial<FieldSpec> = {}): FieldSpec => ({ label: bi(de, en), widget: { type: 'reference', kind }, ...more });

export const genreSchema = z.object({ ...bilingualName(), sort: sortNumber() });
export const genres: ResourceDescriptor<typeof genreSchema> = {
  kind: 'genres',
  label: bi('Genres', 'Genres'),
  singular: bi('Genre', 'Genre'),
  group: 'content',
  schema: genreSchema,
  fields: { ...nameFields(), sort: sortField },
  titleField: 'name_de',
  defaultSort: 'sort',
  roles: { read: PROGRAMME, write: PROGRAMME },
  deletable: true,
};

export const seasonSchema = z.object({ ...bilingualName(), sort: sortNumber() });
export const seasons: ResourceDescriptor<typeof seasonSchema> = {
  kind: 'seasons',
  label: bi('Spielzeiten', 'Seasons'),
  singular: bi('Spielzeit', 'Season'),
  group: 'content',
  schema: seasonSchema,
  fields: { ...nameFields(), sort: sortField },
  titleField: 'name_de',
  defaultSort: 'sort',
  roles: { read: PROGRAMME, write: PROGRAMME },
  deletable: true,
};

export const eventTagSchema = z.object({ ...bilingualName(), show_in_filter: z.boolean().default(true), sort: sortNumber() });
export const eventTags: ResourceDescriptor<typeof eventTagSchema> = {
  kind: 'event-tags',
  label: bi('Veranstaltungs-Schlagworte', 'Event tags'),
  singular: bi('Schlagwort', 'Tag'),
  group: 'content',
  schema: eventTagSchema,
  fields: { ...nameFields(), show_in_filter: { label: bi('Im Filter zeigen', 'Show in the filter'), widget: { type: 'checkbox' }, list: true }, sort: sortField },
  titleField: 'name_de',
  defaultSort: 'sort',
  roles: { read: PROGRAMME, write: PROGRAMME },
  deletable: true,
};

export const exhibitionTypeSchema = z.object({ ...bilingualName(), slug: slugText(), sort: sortNumber() });
export const exhibitionTypes: ResourceDescriptor<typeof exhibitionTypeSchema> = {
  kind: 'exhibition-types',
  label: bi('Veranstaltungsarten', 'Event types'),
  singular: bi('Veranstaltungsart', 'Event type'),
  group: 'content',
  schema: exhibitionTypeSchema,
  fields: { ...nameFields(), slug: text('Kürzel', 'Short name', { help: bi('Leer: aus dem Namen', 'Empty: made from the name') }), sort: sortField },
  titleField: 'name_de',
  defaultSort: 'sort',
  roles: { read: PROGRAMME, write: PROGRAMME },
  deletable: true,
};

export const seriesSchema = z.object({
  ...bilingualName(),
  slug_de: slugText(),
  slug_en: slugText(),
  description_de: optionalText(),
  description_en: optionalText(),
  show_in_filter: z.boolean().default(true),
  sort: sortNumber(),
});
export const series: ResourceDescriptor<typeof seriesSchema> = {
  kind: 'series',
  label: bi('Reihen', 'Series'),
  singular: bi('Reihe', 'Series'),
  group: 'content',
  schema: seriesSchema,
  fields: {
    ...nameFields(),
    slug_de: text('Adresse (deutsch)', 'Address (German)', { help: slugHelp }),
    slug_en: text('Adresse (englisch)', 'Address (English)', { help: slugHelp }),
    description_de: { label: bi('Beschreibung (deutsch)', 'Description (German)'), widget: { type: 'richtext' } },
    description_en: { label: bi('Beschreibung (englisch)', 'Description (English)'), widget: { type: 'richtext' } },
    show_in_filter: { label: bi('Im Filter zeigen', 'Show in the filter'), widget: { type: 'checkbox' } },
    sort: sortField,
  },
  titleField: 'name_de',
  defaultSort: 'sort',
  roles: { read: PROGRAMME, write: PROGRAMME },
  deletable: true,
  publicPath: (e, locale) => buildPath('series-slug-id', locale, { slug: locale === 'de' ? e.slug_de : e.slug_en, id: String(e.id) }),
};

const coordinate = (max: number) => z.number({ error: 'must be a number' }).min(-max, `must be between -${max} and ${max}`).max(max, `must be between -${max} and ${max}`);
export const venueSchema = z.object({
  ...bilingualName(),
  slug_de: slugText(),
  slug_en: slugText(),
  street: requiredText(200),
  zip: requiredText(20),
  city: requiredText(200),
  lat: coordinate(90),
  lng: coordinate(180),
  description_de: optionalText(),
  description_en: optionalText(),
  accessibility_de: optionalText(5000),
  accessibility_en: optionalText(5000),
});
export const venues: ResourceDescriptor<typeof venueSchema> = {
  kind: 'venues',
  label: bi('Spielstätten', 'Venues'),
  singular: bi('Spielstätte', 'Venue'),
  group: 'content',
  schema: venueSchema,
  fields: {
    ...nameFields(),
    slug_de: text('Adresse im Web (deutsch)', 'Web address (German)', { help: slugHelp }),
    slug_en: text('Adresse im Web (englisch)', 'Web address (English)', { help: slugHelp }),
    street: text('Straße', 'Street'),
    zip: text('PLZ', 'Postcode'),
    city: text('Ort', 'City', { list: true, search: true }),
    lat: { label: bi('Breitengrad (Karte)', 'Latitude (map)'), widget: { type: 'number' } },
    lng: { label: bi('Längengrad (Karte)', 'Longitude (map)'), widget: { type: 'number' } },
    description_de: { label: bi('Beschreibung (deutsch)', 'Description (German)'), widget: { type: 'richtext' } },
    description_en: { label: bi('Beschreibung (englisch)', 'Description (English)'), widget: { type: 'richtext' } },
    accessibility_de: { label: bi('Barrierefreiheit (deutsch)', 'Accessibility (German)'), widget: { type: 'textarea' } },
    accessibility_en: { label: bi('Barrierefreiheit (englisch)', 'Accessibility (English)'), widget: { type: 'textarea' } },
  },
  titleField: 'name_de',
  defaultSort: 'name_de',
  roles: { read: PROGRAMME, write: PROGRAMME },
  deletable: true,
  publicPath: (e, locale) => buildPath('venues-slug-id', locale, { slug: locale === 'de' ? e.slug_de : e.slug_en, id: String(e.id) }),
};

export const roomSchema = z.object({
  venue_id: z.number({ error: 'required' }).int().positive('required'),
  ...bilingualName(),
  sort: sortNumber(),
});
export const rooms: ResourceDescriptor<typeof roomSchema> = {
  kind: 'rooms',
  label: bi('Räume', 'Rooms'),
  singular: bi('Raum', 'Room'),
  group: 'content',
  schema: roomSchema,
  fields: { venue_id: ref('Spielstätte', 'Venue', 'venues', { list: true, filter: true }), ...nameFields(), sort: sortField },
  titleField: 'name_de',
  defaultSort: 'sort',
  roles: { read: PROGRAMME, write: PROGRAMME },
  deletable: true,
};

/** A production's page has no sponsors section (only events show sponsors). */
const productionSections = () => {
  const { sponsors: _sponsors, ...rest } = detailSectionFields();
  return rest;
};
const productionSectionSpecs = () => {
  const { sponsors: _sponsors, ...rest } = detailSectionSpecs();
  return rest;
};

export const productionSchema = z.object({
  title_de: requiredText(300),
  title_en: requiredText(300),
  slug_de: slugText(),
  slug_en: slugText(),
  subtitle_de: optionalText(500),
  subtitle_en: optionalText(500),
  description_de: optionalText(),
  description_en: optionalText(),
  season_id: z.number({ error: 'required' }).int().positive('required'),
  exhibition_type_id: optionalId(),
  date_from: isoDate().nullable().default(null),
  date_to: isoDate().nullable().default(null),
  ...productionSections(),
});
export const productions: ResourceDescriptor<typeof productionSchema> = {
  kind: 'productions',
  label: bi('Produktionen', 'Productions'),
  singular: bi('Produktion', 'Production'),
  group: 'content',
  schema: productionSchema,
  fields: {
    title_de: text('Titel (deutsch)', 'Title (German)', { list: true, search: true }),
    title_en: text('Titel (englisch)', 'Title (English)', { search: true }),
    slug_de: text('Adresse (deutsch)', 'Address (German)', { help: slugHelp }),
    slug_en: text('Adresse (englisch)', 'Address (English)', { help: slugHelp }),
    subtitle_de: text('Unterzeile (deutsch)', 'Subline (German)'),
    subtitle_en: text('Unterzeile (englisch)', 'Subline (English)'),
    description_de: { label: bi('Beschreibung (deutsch)', 'Description (German)'), widget: { type: 'richtext' } },
    description_en: { label: bi('Beschreibung (englisch)', 'Description (English)'), widget: { type: 'richtext' } },
    season_id: ref('Spielzeit', 'Season', 'seasons', { filter: true }),
    exhibition_type_id: ref('Veranstaltungsart', 'Event type', 'exhibition-types'),
    date_from: { label: bi('Von', 'From'), widget: { type: 'date' }, list: true },
    date_to: { label: bi('Bis', 'Until'), widget: { type: 'date' } },
    ...productionSectionSpecs(),
  },
  titleField: 'title_de',
  defaultSort: '-date_from',
  roles: { read: PROGRAMME, write: PROGRAMME },
  deletable: true,
  publicPath: (e, locale) => buildPath('productions-slug-id', locale, { slug: locale === 'de' ? e.slug_de : e.slug_en, id: String(e.id) }),
};

export const eventSchema = z.object({
  title_de: requiredText(300),
  title_en: requiredText(300),
  slug_de: slugText(),
  slug_en: slugText(),
  preline_de: optionalText(300),
  preline_en: optionalText(300),
  subtitle_de: optionalText(500),
  subtitle_en: optionalText(500),
  description_de: optionalText(),
  description_en: optionalText(),
  important_info_de: optionalText(),
  important_info_en: optionalText(),
  image: imageUrl(),
  date_start: moment(),
  date_end: moment().nullable().default(null),
  entry_time: moment().nullable().default(null),
  venue_id: optionalId(),
  room_id: optionalId(),
  series_id: optionalId(),
  production_id: optionalId(),
  genre_id: optionalId(),
  exhibition_type_id: optionalId(),
  tag_ids: z.array(z.number().int().positive()).max(50, 'at most 50 tags').default([]),
  is_free: z.boolean().default(false),
  is_online: z.boolean().default(true),
  ...detailSectionFields(),
});
export const events: ResourceDescriptor<typeof eventSchema> = {
  kind: 'events',
  label: bi('Veranstaltungen', 'Events'),
  singular: bi('Veranstaltung', 'Event'),
  group: 'content',
  schema: eventSchema,
  fields: {
    title_de: text('Titel (deutsch)', 'Title (German)', { list: true, search: true }),
    title_en: text('Titel (englisch)', 'Title (English)', { search: true }),
    slug_de: text('Adresse (deutsch)', 'Address (German)', { help: slugHelp }),
    slug_en: text('Adresse (englisch)', 'Address (English)', { help: slugHelp }),
    preline_de: text('Dachzeile (deutsch)', 'Preline (German)'),
    preline_en: text('Dachzeile (englisch)', 'Preline (English)'),
    subtitle_de: text('Unterzeile (deutsch)', 'Subline (German)'),
    subtitle_en: text('Unterzeile (englisch)', 'Subline (English)'),
    description_de: { label: bi('Text (deutsch)', 'Text (German)'), widget: { type: 'richtext' } },
    description_en: { label: bi('Text (englisch)', 'Text (English)'), widget: { type: 'richtext' } },
    important_info_de: {
      label: bi('Wichtige Informationen (deutsch)', 'Important information (German)'),
      widget: { type: 'richtext' },
      help: bi('Eigener Abschnitt der Detailseite; leer: keiner', 'Its own section of the detail page; empty: none'),
    },
    important_info_en: {
      label: bi('Wichtige Informationen (englisch)', 'Important information (English)'),
      widget: { type: 'richtext' },
      help: bi('Eigener Abschnitt der Detailseite; leer: keiner', 'Its own section of the detail page; empty: none'),
    },
    image: image('Bild', 'Image', { help: bi('Der Alternativtext ist der Titel der Veranstaltung.', "The alt text is the event's title.") }),
    date_start: { label: bi('Beginn', 'Start'), widget: { type: 'datetime' }, list: true, help: berlinHelp },
    date_end: { label: bi('Ende', 'End'), widget: { type: 'datetime' }, help: berlinHelp },
    entry_time: { label: bi('Einlass', 'Entry'), widget: { type: 'datetime' }, help: bi('Leer: keine Angabe (Berliner Zeit)', 'Empty: not stated (Berlin time)') },
    venue_id: ref('Spielstätte', 'Venue', 'venues', { list: true, filter: true, help: bi('Leer: die Spielstätte des Raums', "Empty: the room's venue") }),
    room_id: ref('Raum', 'Room', 'rooms', { filter: true }),
    series_id: ref('Reihe', 'Series', 'series', { filter: true }),
    production_id: ref('Produktion', 'Production', 'productions', { filter: true }),
    genre_id: ref('Genre', 'Genre', 'genres', { filter: true }),
    exhibition_type_id: ref('Veranstaltungsart', 'Event type', 'exhibition-types'),
    tag_ids: { label: bi('Schlagworte', 'Tags'), widget: { type: 'references', kind: 'event-tags' } },
    is_free: { label: bi('Eintritt frei', 'Free admission'), widget: { type: 'checkbox' } },
    is_online: { label: bi('Online (für Besucher sichtbar)', 'Online (visitors see it)'), widget: { type: 'checkbox' }, list: true, filter: true },
    ...detailSectionSpecs(),
  },
  titleField: 'title_de',
  defaultSort: '-date_start',
  roles: { read: PROGRAMME, write: PROGRAMME },
  deletable: true,
  publicPath: (e, locale) => (e.is_online ? buildPath('events-slug-id', locale, { slug: locale === 'de' ? e.slug_de : e.slug_en, id: String(e.id) }) : null),
};

/** The most single events one copy call creates: a season's weekly dates fit, a slip of the year does not. */
export const MAX_EVENT_COPIES = 60;

/** "Duplicate to another date": the copy starts then; its end and entry move by the same amount. */
export const eventDuplicateSchema = z.object({ date_start: moment() });

/**
 * A recurring pattern (every Saturday 15:00 from … to …) that creates one single event per matching day, copies of
 * the event it is called on. Weekdays count ISO-wise: 1 Monday … 7 Sunday; days and time are on the Berlin clock.
 */
export const eventRecurrenceSchema = z.object({
  weekdays: z.array(z.number().int().min(1, 'must be 1 (Monday) to 7 (Sunday)').max(7, 'must be 1 (Monday) to 7 (Sunday)')).min(1, 'pick at least one weekday').max(7),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time (HH:MM)'),
  from: isoDate(),
  to: isoDate(),
});

/** The programme's kinds, in the order the content hub lists them. */
export const PROGRAMME_DESCRIPTORS = [events, productions, series, genres, seasons, eventTags, exhibitionTypes, venues, rooms] as const;

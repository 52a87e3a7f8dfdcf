import { FIELD_TYPES } from 'shared-contracts/entities';
import type { Bi } from './programme-data';

export interface FieldSeed {
  slug: string;
  type: number;
  label: Bi;
  required?: boolean;
  visible?: boolean;
  choices?: Array<{ value: string; label: Bi }>;
  default?: string | string[] | null;
  placeholder?: Bi;
  help?: Bi;
}
export interface FormSeed {
  slug: Bi;
  title: Bi;
  intro: Bi;
  success: Bi;
  fields: FieldSeed[];
}

const privacy: FieldSeed = {
  slug: 'privacy',
  type: FIELD_TYPES.checkbox,
  label: { de: 'Ich habe die Datenschutzerklärung gelesen und bin mit der Verarbeitung meiner Angaben einverstanden.', en: 'I have read the privacy policy and agree to my details being processed.' },
  required: true,
};

/** Two forms that together use every field type of shared-contracts FIELD_TYPES. */
export const FORMS: FormSeed[] = [
  {
    slug: { de: 'kontakt', en: 'contact' },
    title: { de: 'Kontakt', en: 'Contact' },
    intro: { de: 'Sie haben eine Frage zur Landesausstellung, zu Tickets oder zur Barrierefreiheit? Schreiben Sie uns – wir antworten innerhalb von zwei Werktagen.', en: 'Do you have a question about the state exhibition, tickets or accessibility? Write to us – we reply within two working days.' },
    success: { de: 'Vielen Dank für Ihre Nachricht! Wir melden uns innerhalb von zwei Werktagen.', en: 'Thank you for your message! We will get back to you within two working days.' },
    fields: [
      { slug: 'name', type: FIELD_TYPES.singleLine, label: { de: 'Name', en: 'Name' }, required: true, placeholder: { de: 'Vor- und Nachname', en: 'First and last name' } },
      { slug: 'email', type: FIELD_TYPES.email, label: { de: 'E-Mail-Adresse', en: 'E-mail address' }, required: true, placeholder: { de: 'name@beispiel.de', en: 'name@example.com' } },
      {
        slug: 'topic',
        type: FIELD_TYPES.dropdown,
        label: { de: 'Thema', en: 'Topic' },
        required: true,
        choices: [
          { value: 'tickets', label: { de: 'Tickets und Buchungen', en: 'Tickets and bookings' } },
          { value: 'access', label: { de: 'Barrierefreiheit', en: 'Accessibility' } },
          { value: 'press', label: { de: 'Presse', en: 'Press' } },
          { value: 'other', label: { de: 'Sonstiges', en: 'Other' } },
        ],
      },
      { slug: 'message', type: FIELD_TYPES.multiLine, label: { de: 'Ihre Nachricht', en: 'Your message' }, required: true, help: { de: 'Bitte keine Zahlungsdaten angeben.', en: 'Please do not include payment details.' } },
      { slug: 'newsletter', type: FIELD_TYPES.checkbox, label: { de: 'Ich möchte den Newsletter der Landesausstellung erhalten.', en: 'I would like to receive the state exhibition newsletter.' } },
      { slug: 'source', type: FIELD_TYPES.hidden, label: { de: 'Quelle', en: 'Source' }, visible: false, default: 'website' },
      privacy,
    ],
  },
  {
    slug: { de: 'gruppenfuehrung-anfragen', en: 'request-a-group-tour' },
    title: { de: 'Gruppenführung anfragen', en: 'Request a group tour' },
    intro: { de: 'Für Gruppen ab zehn Personen bieten wir Führungen zu Wunschterminen an, auch für Schulklassen und in Fremdsprachen. Wir melden uns mit einem Angebot.', en: 'We offer tours at times of your choice for groups of ten or more, including school classes and tours in other languages. We will get back to you with an offer.' },
    success: { de: 'Vielen Dank für Ihre Anfrage! Sie erhalten in den nächsten Tagen ein Angebot per E-Mail.', en: 'Thank you for your request! You will receive an offer by e-mail within the next few days.' },
    fields: [
      { slug: 'organisation', type: FIELD_TYPES.singleLine, label: { de: 'Gruppe oder Einrichtung', en: 'Group or organisation' }, required: true },
      { slug: 'contact_email', type: FIELD_TYPES.email, label: { de: 'E-Mail-Adresse', en: 'E-mail address' }, required: true },
      { slug: 'participants', type: FIELD_TYPES.number, label: { de: 'Anzahl der Personen', en: 'Number of people' }, required: true, help: { de: 'Mindestens 10, höchstens 30 Personen je Führung.', en: 'At least 10, at most 30 people per tour.' } },
      { slug: 'date', type: FIELD_TYPES.date, label: { de: 'Wunschtermin', en: 'Preferred date' }, required: true },
      {
        slug: 'group_type',
        type: FIELD_TYPES.radio,
        label: { de: 'Art der Gruppe', en: 'Type of group' },
        required: true,
        choices: [
          { value: 'school', label: { de: 'Schulklasse', en: 'School class' } },
          { value: 'adults', label: { de: 'Erwachsenengruppe', en: 'Adult group' } },
          { value: 'seniors', label: { de: 'Seniorengruppe', en: 'Senior group' } },
        ],
      },
      {
        slug: 'topics',
        type: FIELD_TYPES.checkboxes,
        label: { de: 'Schwerpunkte', en: 'Focus topics' },
        choices: [
          { value: 'trade', label: { de: 'Handel und Hanse', en: 'Trade and the Hanse' } },
          { value: 'monks', label: { de: 'Klosterleben', en: 'Monastic life' } },
          { value: 'nature', label: { de: 'Natur und Hochwasser', en: 'Nature and floods' } },
        ],
      },
      {
        slug: 'languages',
        type: FIELD_TYPES.multiSelect,
        label: { de: 'Sprache der Führung', en: 'Language of the tour' },
        required: true,
        default: ['de'],
        choices: [
          { value: 'de', label: { de: 'Deutsch', en: 'German' } },
          { value: 'en', label: { de: 'Englisch', en: 'English' } },
          { value: 'fr', label: { de: 'Französisch', en: 'French' } },
          { value: 'tr', label: { de: 'Türkisch', en: 'Turkish' } },
        ],
      },
      { slug: 'website', type: FIELD_TYPES.url, label: { de: 'Webseite der Einrichtung', en: 'Organisation website' }, placeholder: { de: 'https://', en: 'https://' } },
      { slug: 'attachment', type: FIELD_TYPES.file, label: { de: 'Anhang (z. B. Teilnehmerliste)', en: 'Attachment (e.g. list of participants)' }, help: { de: 'PDF, JPEG, PNG, WebP oder DOCX, höchstens 5 MB.', en: 'PDF, JPEG, PNG, WebP or DOCX, at most 5 MB.' } },
      { slug: 'notes', type: FIELD_TYPES.multiLine, label: { de: 'Anmerkungen', en: 'Notes' }, help: { de: 'Zum Beispiel Rollstuhlplätze oder besondere Wünsche.', en: 'For example wheelchair places or special requests.' } },
      privacy,
    ],
  },
];

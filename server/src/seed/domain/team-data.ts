import type { Bi } from './programme-data';

export const PERSON_CATEGORIES = [
  { key: 'leitung', slug: 'leitung', name: { de: 'Leitung', en: 'Management' } },
  { key: 'kuratorium', slug: 'kuratorium', name: { de: 'Kuratorisches Team', en: 'Curatorial team' } },
  { key: 'vermittlung', slug: 'vermittlung', name: { de: 'Bildung & Vermittlung', en: 'Learning & engagement' } },
  { key: 'produktion', slug: 'produktion', name: { de: 'Technik & Produktion', en: 'Technical & production' } },
] as const;

export interface PersonSeed {
  first: string;
  last: string;
  category: (typeof PERSON_CATEGORIES)[number]['key'];
  role: Bi;
  bio: Bi;
}

export const PERSONS: PersonSeed[] = [
  { first: 'Katharina', last: 'Lehmann', category: 'leitung', role: { de: 'Direktorin der Landesausstellung', en: 'Director of the State Exhibition' }, bio: { de: 'Die Kunsthistorikerin leitete zuvor das Landesmuseum für Kulturgeschichte und verantwortet Konzept und Gesamtorganisation der Landesausstellung.', en: 'The art historian previously ran the State Museum of Cultural History and is responsible for the concept and overall organisation of the exhibition.' } },
  { first: 'Martin', last: 'Hofer', category: 'leitung', role: { de: 'Kaufmännischer Leiter', en: 'Managing Director' }, bio: { de: 'Martin Hofer verantwortet Finanzen, Ticketing und Partnerschaften. Vorher war er Geschäftsführer eines Musikfestivals.', en: 'Martin Hofer is responsible for finance, ticketing and partnerships. He previously managed a music festival.' } },
  { first: 'Clara', last: 'Neumann', category: 'leitung', role: { de: 'Künstlerische Leiterin Musik', en: 'Artistic Director, Music' }, bio: { de: 'Die Dirigentin und Musikwissenschaftlerin kuratiert die Klosterkonzerte und die Winterabende in der Stadthalle.', en: 'The conductor and musicologist curates the Abbey Concerts and the Winter Evenings at the City Hall.' } },
  { first: 'Helene', last: 'Vogt', category: 'kuratorium', role: { de: 'Chefkuratorin', en: 'Chief Curator' }, bio: { de: 'Dr. Helene Vogt ist Mittelalterhistorikerin und hat vier Jahre an der Hauptausstellung »Flussland« gearbeitet.', en: 'Dr Helene Vogt is a medieval historian and spent four years working on the main exhibition »River Land«.' } },
  { first: 'Markus', last: 'Engel', category: 'kuratorium', role: { de: 'Kurator Handelsgeschichte', en: 'Curator, Trade History' }, bio: { de: 'Prof. Markus Engel lehrt Wirtschaftsgeschichte und ist Experte für die Flussstädte der Hanse.', en: 'Prof. Markus Engel teaches economic history and is an expert on the river towns of the Hanseatic League.' } },
  { first: 'Paul', last: 'Winter', category: 'kuratorium', role: { de: 'Kurator Natur & Umwelt', en: 'Curator, Nature & Environment' }, bio: { de: 'Der Biologe Dr. Paul Winter hat den Ausstellungsteil zur Auenlandschaft entwickelt und leitet die Vortragsreihe »Wasserwissen«.', en: 'Biologist Dr Paul Winter developed the floodplain section of the exhibition and leads the »Water Knowledge« lecture series.' } },
  { first: 'Miriam', last: 'Seidel', category: 'kuratorium', role: { de: 'Registrarin', en: 'Registrar' }, bio: { de: 'Miriam Seidel koordiniert die Leihgaben aus 63 Museen und sorgt dafür, dass jedes Objekt sicher ankommt.', en: 'Miriam Seidel coordinates the loans from 63 museums and makes sure every object arrives safely.' } },
  { first: 'Lea', last: 'Hoffmann', category: 'vermittlung', role: { de: 'Leiterin Bildung & Vermittlung', en: 'Head of Learning & Engagement' }, bio: { de: 'Die Museumspädagogin entwickelt Programme für Schulen, Familien und Menschen mit Behinderung.', en: 'The museum educator develops programmes for schools, families and people with disabilities.' } },
  { first: 'Jana', last: 'Schubert', category: 'vermittlung', role: { de: 'Redakteurin Mediathek', en: 'Editor, Media Library' }, bio: { de: 'Jana Schubert schreibt und produziert die Geschichten der Mediathek – von der Reportage bis zum Interview.', en: 'Jana Schubert writes and produces the stories in the media library – from features to interviews.' } },
  { first: 'Yusuf', last: 'Demir', category: 'vermittlung', role: { de: 'Guide und Workshopleiter', en: 'Guide and Workshop Leader' }, bio: { de: 'Der Geograf führt auf Deutsch, Englisch und Türkisch durch die Ausstellung und leitet die Werkstatt Fluss.', en: 'The geographer guides tours in German, English and Turkish and runs the River Workshop.' } },
  { first: 'Tobias', last: 'Reimann', category: 'produktion', role: { de: 'Produktionsleiter', en: 'Head of Production' }, bio: { de: 'Tobias Reimann verantwortet Aufbau, Licht und Technik an allen vier Spielorten.', en: 'Tobias Reimann is in charge of installation, lighting and technology at all four venues.' } },
  { first: 'Sophie', last: 'Krämer', category: 'produktion', role: { de: 'Restauratorin', en: 'Conservator' }, bio: { de: 'Die Papierrestauratorin betreut die Handschriften und Urkunden der Ausstellung.', en: 'The paper conservator looks after the manuscripts and charters in the exhibition.' } },
];

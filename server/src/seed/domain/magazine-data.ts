import type { Bi } from './programme-data';

export const ARTICLE_CATEGORIES = [
  { key: 'kulissen', slug: { de: 'hinter-den-kulissen', en: 'behind-the-scenes' }, name: { de: 'Hinter den Kulissen', en: 'Behind the scenes' } },
  { key: 'geschichte', slug: { de: 'geschichte', en: 'history' }, name: { de: 'Geschichte', en: 'History' } },
  { key: 'interviews', slug: { de: 'interviews', en: 'interviews' }, name: { de: 'Interviews', en: 'Interviews' } },
  { key: 'familie', slug: { de: 'familie', en: 'family' }, name: { de: 'Familie', en: 'Family' } },
] as const;

export const ARTICLE_TAGS = [
  { key: 'restaurierung', slug: { de: 'restaurierung', en: 'restoration' }, name: { de: 'Restaurierung', en: 'Restoration' } },
  { key: 'archaeologie', slug: { de: 'archaeologie', en: 'archaeology' }, name: { de: 'Archäologie', en: 'Archaeology' } },
  { key: 'musik', slug: { de: 'musik', en: 'music' }, name: { de: 'Musik', en: 'Music' } },
  { key: 'natur', slug: { de: 'natur', en: 'nature' }, name: { de: 'Natur', en: 'Nature' } },
  { key: 'handwerk', slug: { de: 'handwerk', en: 'craft' }, name: { de: 'Handwerk', en: 'Craft' } },
  { key: 'kinder', slug: { de: 'kinder', en: 'children' }, name: { de: 'Kinder', en: 'Children' } },
] as const;

export interface ArticleSeed {
  title: Bi;
  teaser: Bi;
  body: Bi;
  category: (typeof ARTICLE_CATEGORIES)[number]['key'];
  tags: Array<(typeof ARTICLE_TAGS)[number]['key']>;
  author: string;
  /** Days before today. */
  ago: number;
}

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

export const ARTICLES: ArticleSeed[] = [
  {
    title: { de: 'Der Einbaum aus dem Auenschlamm', en: 'The Dugout from the Floodplain Mud' },
    teaser: { de: 'Zwölf Meter Eichenholz, 1100 Jahre alt: Wie das älteste Boot der Region in die Ausstellung kam.', en: 'Twelve metres of oak, 1,100 years old: how the oldest boat in the region made it into the exhibition.' },
    body: {
      de: p('Als Baggerführer Jens Kruse im Frühjahr 2019 am Altarm auf Holz stieß, dachte er an einen Baumstamm. Es war ein Einbaum aus dem 10. Jahrhundert – der größte, der je in der Region gefunden wurde.', 'Sechs Jahre lang lag das Boot in einem Bad aus Zuckerlösung, damit das wassergesättigte Holz beim Trocknen nicht zerfällt. Jetzt ist es das erste Objekt, das Besucherinnen und Besucher im Kreuzgang sehen.'),
      en: p('When excavator driver Jens Kruse hit wood by the old river arm in spring 2019, he thought it was a tree trunk. It was a 10th-century dugout canoe – the largest ever found in the region.', 'For six years the boat lay in a bath of sugar solution so the waterlogged wood would not fall apart as it dried. Now it is the first object visitors see in the cloister.'),
    },
    category: 'geschichte',
    tags: ['archaeologie', 'restaurierung'],
    author: 'Dr. Helene Vogt',
    ago: 2,
  },
  {
    title: { de: 'Sieben Tonnen Licht: Der Aufbau von »Uferlicht«', en: 'Seven Tonnes of Light: Installing »Riverbank Light«' },
    teaser: { de: 'Nachts im Kreuzgang: Wie 1200 Leuchten und 40 Kilometer Kabel ihren Platz finden, ohne eine Mauer zu berühren.', en: 'Night shifts in the cloister: how 1,200 lights and 40 kilometres of cable find their place without touching a single wall.' },
    body: {
      de: p('Denkmalschutz und Lichtkunst – das klingt nach Konflikt. Für »Uferlicht« hat das Technikteam ein freistehendes Gerüst entwickelt, das sich an keiner Stelle mit dem mittelalterlichen Mauerwerk verbindet.', 'Aufgebaut wird nachts, wenn die Ausstellung geschlossen ist. Produktionsleiter Tobias Reimann zählt die Stunden nicht mehr: »Wenn morgens die ersten Gäste kommen, muss alles aussehen, als wäre nie jemand hier gewesen.«'),
      en: p('Heritage protection and light art – that sounds like a conflict. For »Riverbank Light« the technical team developed a free-standing frame that does not touch the medieval masonry anywhere.', 'The work happens at night while the exhibition is closed. Production manager Tobias Reimann has stopped counting the hours: »When the first guests arrive in the morning, everything has to look as if no one had been here.«'),
    },
    category: 'kulissen',
    tags: ['handwerk'],
    author: 'Tobias Reimann',
    ago: 5,
  },
  {
    title: { de: '»Der Fluss ist der eigentliche Hauptdarsteller«', en: '»The River Is the Real Star«' },
    teaser: { de: 'Kuratorin Dr. Helene Vogt über vier Jahre Vorbereitung, schwierige Leihgaben und ein Lieblingsobjekt, das niemand sieht.', en: 'Curator Dr Helene Vogt on four years of preparation, difficult loans and a favourite object that nobody notices.' },
    body: {
      de: p('Frau Vogt, wie erzählt man zwölf Jahrhunderte in neun Räumen? »Indem man sich traut wegzulassen. Wir hatten über 2000 Objekte auf der Liste. Am Ende haben wir immer gefragt: Was erzählt dieses Stück über das Leben am Fluss, das kein anderes erzählt?«', 'Ihr Lieblingsobjekt ist eine unscheinbare Pegellatte von 1962: »Die Kerbe ganz oben hat ein Schleusenwärter mit dem Taschenmesser geschnitzt, in der Nacht, als das Wasser kam. Viele gehen daran vorbei. Ich bleibe jedes Mal stehen.«'),
      en: p('Dr Vogt, how do you tell twelve centuries in nine rooms? »By daring to leave things out. We had over 2,000 objects on the list. In the end we always asked: what does this piece tell us about life on the river that no other piece does?«', 'Her favourite object is an inconspicuous water gauge from 1962: »A lock keeper carved the notch at the very top with his pocket knife on the night the water came. Many people walk past it. I stop every time.«'),
    },
    category: 'interviews',
    tags: ['archaeologie'],
    author: 'Jana Schubert',
    ago: 8,
  },
  {
    title: { de: 'Ferien in der Kulturwerft', en: 'Holidays at the Culture Shipyard' },
    teaser: { de: 'Floßbau, Flusslabor und eine Schatzsuche im Kloster: Das Ferienprogramm für Kinder von 6 bis 12 Jahren.', en: 'Raft building, a river lab and a treasure hunt in the abbey: the holiday programme for children aged 6 to 12.' },
    body: {
      de: p('In den Ferien öffnet die Kulturwerft ihre Tore jeden Vormittag für junge Forscherinnen und Forscher. Die Plätze sind begrenzt, die Teilnahme kostet fünf Euro pro Tag.', 'Wer lieber mit der ganzen Familie kommt, findet sonntags in der »Werkstatt Fluss« vier Runden zum Mitmachen – Tickets gibt es online und an der Kasse.'),
      en: p('During the school holidays the Culture Shipyard opens every morning for young explorers. Places are limited and cost five euros per day.', 'If you would rather come with the whole family, the »River Workshop« on Sundays offers four rounds to join – tickets are available online and at the ticket desk.'),
    },
    category: 'familie',
    tags: ['kinder', 'handwerk'],
    author: 'Lea Hoffmann',
    ago: 11,
  },
  {
    title: { de: 'Salz für die Hanse', en: 'Salt for the Hanse' },
    teaser: { de: 'Warum im Mittelalter ganze Flotten flussabwärts fuhren – und was ein Fass Salz damals wert war.', en: 'Why whole fleets sailed downstream in the Middle Ages – and what a barrel of salt was worth.' },
    body: {
      de: p('Salz war das Erdöl des Mittelalters: Ohne es ließen sich weder Fisch noch Fleisch haltbar machen. Auenstadt lag günstig zwischen den Salinen im Süden und den Häfen im Norden.', 'Ein Fass Salz kostete um 1400 so viel wie eine Kuh. Die Ausstellung zeigt originale Zollbücher, in denen jede Ladung verzeichnet ist – und die Namen der Schiffer, die sie fuhren.'),
      en: p('Salt was the oil of the Middle Ages: without it neither fish nor meat could be preserved. Auenstadt lay conveniently between the salt works in the south and the ports in the north.', 'Around 1400 a barrel of salt cost as much as a cow. The exhibition shows original customs ledgers listing every cargo – and the names of the boatmen who carried it.'),
    },
    category: 'geschichte',
    tags: ['archaeologie'],
    author: 'Prof. Markus Engel',
    ago: 14,
  },
  {
    title: { de: 'Ein Tag mit den Restauratorinnen', en: 'A Day with the Conservators' },
    teaser: { de: 'Pinsel, Skalpell, Geduld: Zu Besuch in der Werkstatt, in der die Objekte für ihren großen Auftritt vorbereitet werden.', en: 'Brushes, scalpels, patience: a visit to the workshop where the objects are prepared for their big appearance.' },
    body: {
      de: p('Um acht Uhr morgens riecht es in der Restaurierungswerkstatt nach Lösungsmittel und Kaffee. Sophie Krämer beugt sich über ein Messbuch aus dem 15. Jahrhundert, dessen Einband das Hochwasser von 1784 überstanden hat.', '»Wir restaurieren nicht, um etwas neu aussehen zu lassen«, sagt sie. »Wir sorgen dafür, dass es seine Geschichte weiter erzählen kann – auch die Wasserflecken gehören dazu.«'),
      en: p('At eight in the morning the conservation workshop smells of solvent and coffee. Sophie Krämer leans over a 15th-century missal whose binding survived the flood of 1784.', '»We don\'t restore things to make them look new,« she says. »We make sure they can go on telling their story – and the water stains are part of it.«'),
    },
    category: 'kulissen',
    tags: ['restaurierung', 'handwerk'],
    author: 'Jana Schubert',
    ago: 17,
  },
  {
    title: { de: 'Musik, die nach Wasser klingt', en: 'Music That Sounds Like Water' },
    teaser: { de: 'Von Händels Wassermusik bis zur Uraufführung: Wie das Programm der Klosterkonzerte entstanden ist.', en: 'From Handel\'s Water Music to a world premiere: how the Abbey Concerts programme came about.' },
    body: {
      de: p('Das Refektorium hat einen Nachhall von fast drei Sekunden – ideal für Chormusik, eine Herausforderung für Jazz. Die künstlerische Leiterin Clara Neumann hat das Programm um diesen Raum herum gebaut.', 'Höhepunkt ist die Uraufführung »Strom und Stille« für Streichquartett, komponiert aus Tonaufnahmen, die ein Hydrofon im Fluss gemacht hat.'),
      en: p('The refectory has a reverberation of almost three seconds – ideal for choral music, a challenge for jazz. Artistic director Clara Neumann built the programme around the room.', 'The highlight is the world premiere of »Current and Silence« for string quartet, composed from recordings made by a hydrophone in the river.'),
    },
    category: 'interviews',
    tags: ['musik'],
    author: 'Clara Neumann',
    ago: 20,
  },
  {
    title: { de: 'Der Biber ist zurück', en: 'The Beaver Is Back' },
    teaser: { de: 'Nach 150 Jahren baut er wieder Dämme an der Aue. Eine Spurensuche mit dem Naturschutzbund.', en: 'After 150 years it is building dams on the floodplain again. Tracking it with the conservation society.' },
    body: {
      de: p('Angenagte Stämme, frische Späne, eine Rutsche im Uferschlamm: Wer weiß, worauf er achten muss, findet den Biber fast überall am Altarm.', 'Für die Auenlandschaft ist er ein Glücksfall. Seine Dämme halten Wasser in der Fläche, schaffen Lebensraum für Libellen und Amphibien – und bremsen sogar Hochwasser.'),
      en: p('Gnawed trunks, fresh wood chips, a slide in the bank mud: if you know what to look for, you will find signs of the beaver almost everywhere along the old river arm.', 'For the floodplain it is a stroke of luck. Its dams keep water in the landscape, create habitat for dragonflies and amphibians – and even slow down floods.'),
    },
    category: 'familie',
    tags: ['natur', 'kinder'],
    author: 'Dr. Paul Winter',
    ago: 24,
  },
  {
    title: { de: 'Wie die Mönche den Fluss zähmten', en: 'How the Monks Tamed the River' },
    teaser: { de: 'Kanäle, Fischteiche und Mühlen: Die Zisterzienser waren die Ingenieure ihrer Zeit.', en: 'Canals, fish ponds and mills: the Cistercians were the engineers of their time.' },
    body: {
      de: p('Als die ersten Mönche 1143 an den Strom kamen, fanden sie Sumpf. Hundert Jahre später versorgte ein System aus Kanälen vier Mühlen, zwölf Fischteiche und die Latrinen des Klosters.', 'Reste der Anlage sind bis heute im Schlosspark zu sehen. Eine Karte in der Ausstellung zeigt, wo man sie findet.'),
      en: p('When the first monks came to the river in 1143 they found marshland. A hundred years later a system of canals supplied four mills, twelve fish ponds and the abbey\'s latrines.', 'Remains of the system can still be seen in the palace park. A map in the exhibition shows where to find them.'),
    },
    category: 'geschichte',
    tags: ['archaeologie', 'natur'],
    author: 'Dr. Helene Vogt',
    ago: 28,
  },
  {
    title: { de: 'Ausstellungen bauen: Das Modell im Maßstab 1:50', en: 'Building Exhibitions: The 1:50 Scale Model' },
    teaser: { de: 'Bevor ein Objekt seinen Platz findet, steht es als Pappfigur im Modell. Ein Blick auf die Planung der Ausstellung.', en: 'Before an object finds its place, it stands in the model as a cardboard figure. A look at how the exhibition was planned.' },
    body: {
      de: p('Im Büro der Ausstellungsgestaltung steht der Kreuzgang noch einmal – aus Graupappe, im Maßstab 1:50. Hier wurde jede Vitrine dutzende Male verschoben.', 'Gestalter Jonas Albrecht erklärt, warum die Wege durch die Ausstellung bewusst nicht gerade sind: »Ein Fluss fließt auch nicht geradeaus. Wir wollten, dass man sich treiben lassen kann.«'),
      en: p('In the exhibition design office the cloister stands a second time – made of grey board at a scale of 1:50. Every showcase was moved dozens of times here.', 'Designer Jonas Albrecht explains why the routes through the exhibition deliberately avoid straight lines: »A river doesn\'t flow straight either. We wanted people to drift.«'),
    },
    category: 'kulissen',
    tags: ['handwerk'],
    author: 'Jonas Albrecht',
    ago: 32,
  },
  {
    title: { de: '»Wir haben auf dem Dach gewartet«', en: '»We Waited on the Roof«' },
    teaser: { de: 'Erna Lorenz war neun, als 1962 das Wasser kam. Im Erzählcafé berichtet sie von der Nacht, die Auenstadt veränderte.', en: 'Erna Lorenz was nine when the water came in 1962. At the story café she talks about the night that changed Auenstadt.' },
    body: {
      de: p('»Mein Vater hat uns um drei Uhr nachts geweckt. Wir haben die Bettdecken aufs Dach getragen und gewartet. Am Morgen war die Straße ein Fluss.«', 'Die Erinnerungen von Erna Lorenz und vielen anderen sind Teil des Archivs »Flussgeschichten«. Wer selbst erzählen möchte, ist herzlich eingeladen.'),
      en: p('»My father woke us at three in the morning. We carried the blankets onto the roof and waited. By morning the street was a river.«', 'The memories of Erna Lorenz and many others are part of the »River Stories« archive. Anyone who would like to tell their own story is warmly invited.'),
    },
    category: 'interviews',
    tags: ['natur'],
    author: 'Jana Schubert',
    ago: 36,
  },
  {
    title: { de: 'Fünf Dinge, die Kinder in der Ausstellung entdecken können', en: 'Five Things Children Can Discover in the Exhibition' },
    teaser: { de: 'Ein versteckter Fisch, eine Flüsterröhre und ein Boot zum Hineinsetzen: Unsere Tipps für den Familienbesuch.', en: 'A hidden fish, a whispering tube and a boat to sit in: our tips for a family visit.' },
    body: {
      de: p('In jedem Raum der Ausstellung hat sich ein kleiner Fisch aus Bronze versteckt. Wer alle neun findet, bekommt an der Kasse eine Urkunde.', 'Außerdem: die Flüsterröhre im Refektorium, das Hochwasserspiel, die Kiste mit Flussfundstücken zum Anfassen und der Nachbau eines Salzkahns, in den man einsteigen darf.'),
      en: p('A small bronze fish is hidden in every room of the exhibition. Anyone who finds all nine gets a certificate at the ticket desk.', 'Also: the whispering tube in the refectory, the flood game, the box of river finds to touch and the replica salt barge you can climb into.'),
    },
    category: 'familie',
    tags: ['kinder'],
    author: 'Lea Hoffmann',
    ago: 40,
  },
  {
    title: { de: 'Leihgaben aus ganz Europa', en: 'Loans from All over Europe' },
    teaser: { de: '63 Museen haben Objekte nach Auenstadt geschickt. Was es bedeutet, eine Handschrift aus Prag sicher zu transportieren.', en: '63 museums have sent objects to Auenstadt. What it takes to transport a manuscript from Prague safely.' },
    body: {
      de: p('Klimakisten, Kurierbegleitung, Versicherungssummen mit sechs Nullen: Der Transport einer Leihgabe ist ein Projekt für sich.', 'Registrarin Miriam Seidel koordiniert alle Leihverkehre. Ihr Rekord: elf Transporte an einem Tag, darunter ein Reliquiar, das nur bei 18 Grad und 50 Prozent Luftfeuchte reisen darf.'),
      en: p('Climate-controlled crates, courier escorts, insurance sums with six zeros: transporting a loan is a project in itself.', 'Registrar Miriam Seidel coordinates all loans. Her record: eleven transports in one day, including a reliquary that may only travel at 18 degrees and 50 per cent humidity.'),
    },
    category: 'kulissen',
    tags: ['restaurierung'],
    author: 'Miriam Seidel',
    ago: 45,
  },
  {
    title: { de: 'Brücken, Fähren, Furten', en: 'Bridges, Ferries, Fords' },
    teaser: { de: 'Über den Strom zu kommen war jahrhundertelang ein Abenteuer. Eine kleine Geschichte der Überfahrt.', en: 'For centuries, crossing the river was an adventure. A short history of the crossing.' },
    body: {
      de: p('Bis 1873 gab es zwischen Auenstadt und dem anderen Ufer keine Brücke. Wer hinüber wollte, nahm die Fähre – oder wartete im Winter, bis der Strom zufror.', 'Der letzte Fährmann, Karl Brenner, setzte noch bis 1958 über. Sein Fährhorn ist heute im dritten Raum der Ausstellung zu hören.'),
      en: p('Until 1873 there was no bridge between Auenstadt and the far bank. Anyone who wanted to cross took the ferry – or waited in winter until the river froze.', 'The last ferryman, Karl Brenner, kept crossing until 1958. His ferry horn can be heard today in the third room of the exhibition.'),
    },
    category: 'geschichte',
    tags: ['handwerk'],
    author: 'Prof. Markus Engel',
    ago: 50,
  },
  {
    title: { de: '»Jazz braucht einen trockenen Raum«', en: '»Jazz Needs a Dry Room«' },
    teaser: { de: 'Pianistin Lena Brandt über das Spielen unter gotischen Gewölben und warum ihr Quartett für das Kloster umgeschrieben hat.', en: 'Pianist Lena Brandt on playing beneath Gothic vaults and why her quartet rewrote its set for the abbey.' },
    body: {
      de: p('»Im Refektorium steht jeder Ton drei Sekunden im Raum. Wenn wir so spielen wie im Club, wird es Brei.« Lena Brandt hat deshalb die Arrangements ausgedünnt und langsamer gemacht.', 'Das Ergebnis ist beim Konzert der »Blue River Sessions« zu hören – mit Stücken, die die Band nie wieder so spielen wird.'),
      en: p('»In the refectory every note hangs in the air for three seconds. If we play the way we do in a club, it turns to mush.« So Lena Brandt thinned out the arrangements and slowed them down.', 'The result can be heard at the »Blue River Sessions« concert – with pieces the band will never play this way again.'),
    },
    category: 'interviews',
    tags: ['musik'],
    author: 'Clara Neumann',
    ago: 55,
  },
  {
    title: { de: 'Mit dem Fahrrad zur Landesausstellung', en: 'Cycling to the State Exhibition' },
    teaser: { de: 'Drei Touren entlang des Stroms, vom Familienausflug bis zur Tagesetappe – mit Stellplätzen direkt am Kloster.', en: 'Three routes along the river, from a family outing to a full-day ride – with bike parking right by the abbey.' },
    body: {
      de: p('Der alte Treidelpfad ist heute ein Radweg und führt eben und autofrei bis vor das Klostertor. Die kurze Familientour startet am Bahnhof Auenstadt und ist neun Kilometer lang.', 'Am Kloster stehen 200 Fahrradstellplätze und Ladestationen für E-Bikes bereit. Mit dem Fahrradticket erhalten Sie einen Euro Ermäßigung auf den Eintritt.'),
      en: p('The old towpath is now a cycle path and leads, flat and car-free, right up to the abbey gate. The short family route starts at Auenstadt station and is nine kilometres long.', 'There are 200 bike spaces and e-bike charging points at the abbey. Show your bike ticket for one euro off admission.'),
    },
    category: 'familie',
    tags: ['natur'],
    author: 'Lea Hoffmann',
    ago: 60,
  },
  {
    title: { de: 'Die Handschrift, die schwimmen lernte', en: 'The Manuscript That Learned to Swim' },
    teaser: { de: 'Ein Messbuch überstand das Hochwasser von 1784 im Klosterkeller. Seine Restaurierung dauerte zwei Jahre.', en: 'A missal survived the flood of 1784 in the abbey cellar. Its restoration took two years.' },
    body: {
      de: p('Das Messbuch lag drei Tage im Wasser, bevor die Mönche es bergen konnten. Sie trockneten es Blatt für Blatt am Ofen – und retteten es damit, ohne es zu wissen.', 'Heute zeigen Wasserränder und gewellte Seiten, was das Buch erlebt hat. Die Restauratorinnen haben sie bewusst erhalten.'),
      en: p('The missal lay in the water for three days before the monks could recover it. They dried it page by page by the stove – and saved it without knowing.', 'Today, tide marks and rippled pages show what the book went through. The conservators deliberately kept them.'),
    },
    category: 'geschichte',
    tags: ['restaurierung'],
    author: 'Sophie Krämer',
    ago: 66,
  },
  {
    title: { de: 'Warum unsere Vitrinen atmen', en: 'Why Our Showcases Breathe' },
    teaser: { de: 'Ein Kloster am Fluss ist feucht. Wie die Haustechnik dafür sorgt, dass Pergament und Eisen trotzdem sicher sind.', en: 'An abbey by a river is damp. How the building services keep parchment and iron safe all the same.' },
    body: {
      de: p('Pergament will es feucht, Eisen trocken – und beide liegen manchmal in derselben Vitrine. Die Lösung sind kleine Klimakammern mit Silikagel, die jede Woche kontrolliert werden.', 'Sensoren melden jede Abweichung auf das Telefon der Haustechnik. Seit der Eröffnung gab es genau einen Alarm: Ein Besucher hatte die Hand auf eine Vitrine gelegt.'),
      en: p('Parchment likes it damp, iron dry – and sometimes both sit in the same showcase. The solution is small climate chambers with silica gel, checked every week.', 'Sensors report every deviation to the building services\' phone. Since the opening there has been exactly one alarm: a visitor had rested a hand on a showcase.'),
    },
    category: 'kulissen',
    tags: ['restaurierung', 'handwerk'],
    author: 'Tobias Reimann',
    ago: 72,
  },
  {
    title: { de: '»Kinder fragen, was Erwachsene sich nicht trauen«', en: '»Children Ask What Adults Don\'t Dare To«' },
    teaser: { de: 'Vermittlerin Lea Hoffmann über Schulklassen im Kreuzgang und die beste Frage, die ihr je gestellt wurde.', en: 'Educator Lea Hoffmann on school classes in the cloister and the best question she has ever been asked.' },
    body: {
      de: p('Über 300 Schulklassen haben sich schon angemeldet. Lea Hoffmann und ihr Team haben für jede Altersstufe eigene Rundgänge entwickelt.', 'Die beste Frage? »Ein Junge wollte wissen, ob die Mönche im Fluss gebadet haben. Die Antwort steht in der Klosterregel – und sie ist überraschend.«'),
      en: p('More than 300 school classes have already registered. Lea Hoffmann and her team have developed tours for every age group.', 'The best question? »A boy wanted to know whether the monks bathed in the river. The answer is in the abbey rule – and it is surprising.«'),
    },
    category: 'interviews',
    tags: ['kinder'],
    author: 'Jana Schubert',
    ago: 80,
  },
  {
    title: { de: 'Basteln für zu Hause: Das Korkenfloß', en: 'Make It at Home: The Cork Raft' },
    teaser: { de: 'Zehn Korken, zwei Schaschlikspieße, ein Stück Stoff: Die Anleitung aus der Werkstatt Fluss zum Nachbauen.', en: 'Ten corks, two skewers, a scrap of cloth: the River Workshop instructions to build at home.' },
    body: {
      de: p('Legt fünf Korken nebeneinander und spießt sie vorsichtig auf zwei Schaschlikspieße. Wiederholt das mit den anderen fünf Korken und verbindet beide Reihen mit Schnur.', 'Ein dritter Spieß wird zum Mast, ein Stück Stoff zum Segel. Fertig ist das Floß – es schwimmt in der Badewanne genauso gut wie im Bach.'),
      en: p('Lay five corks side by side and carefully push two skewers through them. Do the same with the other five corks and tie both rows together with string.', 'A third skewer becomes the mast, a scrap of cloth the sail. Your raft is ready – it floats in the bath just as well as in a stream.'),
    },
    category: 'familie',
    tags: ['kinder', 'handwerk'],
    author: 'Lea Hoffmann',
    ago: 90,
  },
];

/** Legal texts (demo wording for a fictional exhibition), per kind and language. */
export const LEGAL: Record<'agb' | 'imprint' | 'privacy-policy', { de: [string, string]; en: [string, string] }> = {
  agb: {
    de: ['Allgemeine Geschäftsbedingungen', '<h2>1. Geltungsbereich</h2><p>Diese Bedingungen gelten für den Kauf von Eintrittskarten der Landesausstellung 2026.</p><h2>2. Eintrittskarten</h2><p>Karten gelten nur für den aufgedruckten Tag und Zeitraum. Ein Umtausch ist bis 24 Stunden vor Beginn möglich.</p><h2>3. Reservierungen</h2><p>Karten im Warenkorb sind 15 Minuten reserviert.</p>'],
    en: ['Terms and conditions', '<h2>1. Scope</h2><p>These terms apply to the purchase of tickets for the State Exhibition 2026.</p><h2>2. Tickets</h2><p>Tickets are valid only for the printed day and time slot. They can be exchanged up to 24 hours before the start.</p><h2>3. Reservations</h2><p>Tickets in the cart are reserved for 15 minutes.</p>'],
  },
  imprint: {
    de: ['Impressum', '<p><strong>Landesausstellung 2026 gGmbH</strong><br>Kloster Auenstein<br>Klosterhof 1<br>54321 Auenstadt</p><p>Direktorin: Katharina Lehmann · Kaufmännischer Leiter: Martin Hofer</p><p>E-Mail: <a href="mailto:info@landesausstellung.example">info@landesausstellung.example</a></p><p>Registergericht: Amtsgericht Auenstadt, HRB 00000 (Demo)</p>'],
    en: ['Imprint', '<p><strong>Landesausstellung 2026 gGmbH</strong><br>Kloster Auenstein<br>Klosterhof 1<br>54321 Auenstadt, Germany</p><p>Director: Katharina Lehmann · Managing director: Martin Hofer</p><p>Email: <a href="mailto:info@landesausstellung.example">info@landesausstellung.example</a></p><p>Register court: Amtsgericht Auenstadt, HRB 00000 (demo)</p>'],
  },
  'privacy-policy': {
    de: ['Datenschutzerklärung', '<h2>Verantwortliche Stelle</h2><p>Landesausstellung 2026 gGmbH, Klosterhof 1, 54321 Auenstadt.</p><h2>Cookies</h2><p>Wir setzen notwendige Cookies für Warenkorb und Sicherheit. Statistik- und Medien-Cookies nur mit Ihrer Einwilligung.</p><h2>Ihre Rechte</h2><p>Sie haben das Recht auf Auskunft, Berichtigung und Löschung Ihrer Daten.</p>'],
    en: ['Privacy policy', '<h2>Controller</h2><p>Landesausstellung 2026 gGmbH, Klosterhof 1, 54321 Auenstadt, Germany.</p><h2>Cookies</h2><p>We use necessary cookies for the cart and security. Statistics and media cookies only with your consent.</p><h2>Your rights</h2><p>You have the right to access, correct and delete your data.</p>'],
  },
};

import { rememberedByText } from "../remembered-by-text.ts";

/**
 * Page text that is not about the offer, whatever its language (issue 19, 'Extract, do not decorate'):
 * the writer takes no headline, description or keyword line from it.
 */
const month =
  "jan(?:uary|vier|uar|eiro)?|feb(?:ruary|rero|braio|ruar)?|févr(?:ier)?|mar(?:ch|s|zo|ço|ts)?|apr(?:il|ile)?|avr(?:il)?|abr(?:il)?|may|mai|mayo|maggio|maio|mei|jun(?:e|i|io|ho)?|juin|giugno|jul(?:y|i|io|ho)?|juil(?:let)?|luglio|aug(?:ust|ustus)?|août|ago(?:sto)?|sep(?:t(?:ember|iembre|embre)?)?|set(?:tembre|embro)?|oct(?:ober|obre|ubre)?|okt(?:ober)?|ott(?:obre)?|out(?:ubro)?|nov(?:ember|iembre|embre|embro)?|dec(?:ember)?|déc(?:embre)?|dez(?:ember|embro)?|dic(?:iembre|embre)?";

/** Months by their whole names only: an abbreviation is also a word ('9 out of 10', 'a 2 mar'). */
const fullMonth =
  "january|february|march|april|june|july|august|september|october|november|december|januar|februar|märz|juni|juli|oktober|dezember|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|januari|februari|maart|augustus|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro";

const weekday =
  "mon(?:day)?|tue(?:sday)?|wed(?:nesday)?|thu(?:rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miércoles|jueves|viernes|sábado|domingo|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|segunda|terça|quarta|quinta|sexta";

const patterns: readonly RegExp[] = [
  // Dates: 12/03/2024, 2024-03-12, 12 March 2024, March 12, 2024, 2024年3月12日.
  /\b\d{1,4}[./-]\d{1,2}[./-]\d{2,4}\b/u,
  new RegExp(`(?<!\\p{L})(?:\\d{1,2}\\.?\\s+(?:${month})\\.?\\s+\\d{4}|(?:${month})\\.?\\s+\\d{1,2},?\\s+\\d{4})(?!\\p{L})`, "iu"),
  /\d{4}年\d{1,2}月/u,
  // An English month's abbreviation before its day ('Order by Dec 15'); 'may' is a verb too.
  /(?<!\p{L})(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?\s+\d{1,2}(?:st|nd|rd|th)?(?![\p{L}\d])/iu,
  // A month and its year ('Sophie & James, June 2024'): a dated line, a review's or a post's.
  new RegExp(`(?<!\\p{L})(?:${fullMonth})\\s+\\d{4}(?!\\d)`, "iu"),
  // A day of a month without its year ('am 24. Dezember', 'by December 20'): a notice for a season, not the offer.
  new RegExp(`(?<![\\p{L}\\d])(?:\\d{1,2}\\.?\\s+(?:de\\s+)?(?:${fullMonth})|(?:${fullMonth})\\s+\\d{1,2}(?:st|nd|rd|th)?)(?![\\p{L}\\d])`, "iu"),
  // Opening hours: 9:00-14:00, 08.30-20.00, 'Monday to Friday', 'Ma-Vr', 'Lunes a Viernes'.
  /\b\d{1,2}[:.h]\d{2}\s*(?:[-–—~〜]|to|bis|à|a|al|alle)\s*\d{1,2}[:.h]\d{2}\b/iu,
  new RegExp(`(?<!\\p{L})(?:${weekday})(?!\\p{L})\\s*(?:[-–—]|to|bis|à|a|au|al|t/m|tot|até)\\s*(?:${weekday})(?!\\p{L})`, "iu"),
  /(?<!\p{L})(?:ma|mo|lu)\s*[-–]\s*(?:vr|fr|ve|vi)(?!\p{L})/iu,
  /opening hours|öffnungszeiten|horaires? d'ouverture|horario|orari(?:o)? di apertura|openingstijden|openingsuren|horário de funcionamento|営業時間|診療時間|受付時間/iu,
  // Copyright and legal lines.
  /©|\(c\)\s*\d{4}|copyright|all rights reserved|alle rechte vorbehalten|tous droits réservés|todos los derechos|tutti i diritti|alle rechten voorbehouden|todos os direitos|p\.\s?iva|partita iva|\bnif\b|\bcif\b|\bkvk\b|ust-?id/iu,
  // Bylines: 'Posted on', 'by Jane Doe', 'Publié le'.
  /^(?:by|von|par|por|di|door)\s+\p{Lu}\p{L}+(?:\s+\p{Lu}\p{L}+)?\s*$|posted (?:on|by)|written by|publié le|publicado (?:el|em|por)|pubblicato il|geplaatst op|veröffentlicht am|\bleave a comment\b/iu,
  // Notices: cookies, browsers, JavaScript, loading, construction, closures.
  /cookies? (?:policy|settings|consent|preferences|banner)|(?:site|website|we) uses? cookies|accept (?:all )?cookies|cookie-?(?:richtlinie|einstellungen|hinweis|banner)|verwendet cookies|(?:utilise|utilisons|utiliza|utilizamos|utilizza|utilizziamo|gebruikt|gebruiken|usa|usamos) (?:des |los |i |os )?cookies?|outdated browser|upgrade your browser|browser (?:is|wird) (?:out of date|nicht)|javascript (?:is )?(?:disabled|required)|enable javascript|flash (?:plugin|player)|navigateur (?:obsolète|est obsolète)|navegador (?:desactualizado|antiguo)/iu,
  /(?<!\p{L})(?:loading|lädt|wird geladen|chargement|cargando|caricamento|carregando|bezig met laden)(?!\p{L})|読み込み中/iu,
  // A season's greetings ('Merry Christmas from the Brightline crew'): a notice, not the offer.
  /merry christmas|happy holidays|season['’]s greetings|happy new year|frohe weihnachten|frohes fest|guten rutsch|joyeux noël|bonnes fêtes|bonne année|feliz navidad|felices fiestas|buon natale|buone feste|prettige feestdagen|fijne feestdagen|gelukkig nieuwjaar|feliz natal|boas festas|メリークリスマス/iu,
  /under construction|coming soon|im aufbau|in arbeit|en construction|en construcción|in costruzione|em construção|in aanbouw|próximamente|bientôt disponible|prossimamente|em breve|binnenkort|準備中|工事中/iu,
  // Japanese writes no spaces: its closures are found inside a line ('年末年始休診のお知らせ').
  /休診|休業|臨時休/u,
  /(?<!\p{L})(?:closed|geschlossen|fermé|fermée|cerrado|chiuso|gesloten|fechado|reopens?|re-?opening|wiedereröffnung|(?:öffnen|öffnet) wieder|rouvre|réouverture|reabre|reapertura|riapre|riapertura|heropent|heropening|reabertura)(?!\p{L})|betriebsurlaub|vacances annuelles|fermeture annuelle|cierre por vacaciones|chiusura estiva|jaarlijkse sluiting/iu,
  /(?:log|sign) in to (?:check out|continue|see|view|your)|melden sie sich an,? um|connectez-vous pour|inicia sesión para|accedi per|log in om|faça login para|no spam|kein spam|pas de spam|sin spam|niente spam|geen spam|sem spam|lorem ipsum|skip to (?:main )?content|zum inhalt springen|aller au contenu|site navigation|powered by|theme by/iu,
  // Addresses: a house number beside a street word, or a postal code beside a city.
  /(?<!\p{L})(?:\d+\s+[\p{L} .'-]{2,30}\s(?:street|st\.|road|rd\.|avenue|ave\.|lane|drive|boulevard|blvd)|(?:rue|avenue|boulevard|bd|calle|avenida|av\.|carrera|cra\.|via|viale|piazza|corso|rua|travessa|straat|laan|weg|plein)\s+[\p{L} .'-]{2,40}\d+|[\p{L}-]{3,}(?:straße|strasse|str\.|gasse|weg|platz|allee)\s*\d+)/iu,
  /(?<!\d)\d{4,5}\s+\p{Lu}\p{L}+(?:[\s-]\p{Lu}\p{L}+)?\s*$|〒\s?\d{3}-?\d{4}/u,
  // Contact details and prices without context.
  /https?:|www\.|@|\+?\d[\d\s()./-]{7,}\d/u,
  /^\s*(?:[$€£¥]|R\$)\s?\d+(?:[.,]\d{2})?\s*$|^\s*\d+(?:[.,]\d{2})?\s?(?:€|\$|£|円)\s*$/u,
  // Prices alone, a listing's old and new ('USD 249.000 USD 232.000', '€ 1.200 / mese').
  /^\s*(?:(?:USD|US\$|EUR|GBP|CHF|ARS|MXN|CAD|AUD|BRL|R\$|[$€£¥])\s?\d[\d.,]*(?:\s*(?:USD|EUR|€|\$))?\s*(?:\/\s*\p{L}+)?\s*)+$/u,
  // A listing's figures ('72 m² tot', '2 dorm', '3 amb. con balcón', '4 bedrooms'): a card's specs, not an offer's name.
  /^\s*\d+(?:[.,]\d+)?\s*(?:m²|m2|sq\.?\s?ft|sqft|ft²|dorm(?:itorios?)?\.?|amb(?:ientes)?\.?|baños?|bed(?:room)?s?|bath(?:room)?s?|hab(?:itaciones)?\.?|zimmer|chambres?|pièces?|quartos?|camere|slaapkamers?|badkamers?|wc)(?![\p{L}\d])/iu,
  // Shop widgets: a cart's quantity and total, or an empty price, are the page's machinery, not its offer.
  /(?<!\p{L})(?:quantity|qty|quantité|cantidad|quantità|quantidade|aantal|menge|anzahl|subtotal|total|summe|totale)(?!\p{L}).*\d|(?<![\d.,])0[.,]00(?!\d)/iu,
  // A line that continues another ('...and so much more') says nothing alone.
  /^\s*(?:\.{2,}|…)/u,
  // Version numbers, arrows and bullet lists are navigation and changelogs, not copy.
  /(?<![\p{L}\d])v?\d+\.\d+\.\d+|[→←↑↓]|•/u,
  // Reviews and testimonials sections.
  /what (?:our )?(?:clients|customers|guests|patients) say|testimonials?|write a review|kundenstimmen|bewertung schreiben|ce que disent nos clients|avis (?:de nos )?clients|opiniones de nuestros clientes|escribir (?:mi|una) reseña|cosa dicono i nostri clienti|recensioni|wat (?:onze )?klanten zeggen|o que dizem (?:os )?(?:nossos )?clientes|depoimentos|お客様の声|口コミ/iu,
];

/** Links and headings that lead to the site's plumbing (sign-in, legal, social, newsletter), never to the offer. */
const furniture =
  /(?<![\p{L}\p{N}])(?:log-?in|sign-?in|log-?out|anmelden|einloggen|connexion|se connecter|iniciar sesión|acceder|accedi|inloggen|ログイン|my-?account|mein konto|privacy|datenschutz|imprint|impressum|haftungsausschlu|terms|términos|terminos|condiciones de uso|voorwaarden|privacybeleid|privacyverklaring|termos|condições|condizioni|conditions générales|bedingungen|regulamin|polityka prywatności|agb(?![\p{L}])|cookie|legal(?![\p{L}])|mentions légales|aviso legal|note legali|disclaimer|colofon|privacidad|política de|confidentialité|cgv|cgu|donat|spende|donar|doação|rss(?![\p{L}])|feed(?![\p{L}])|newsletter|careers?(?![\p{L}])|jobs(?![\p{L}])|karriere|stellenangebote|recrut|we['’]re hiring|now hiring|wir suchen verstärkung|wir stellen ein|bewerbung|offerte di lavoro|werken bij|trabalhe conosco|採用情報|求人|carrières?|empleo|trabaja con nosotros|lavora con noi|vacatures|carreiras|accessibility|barrierefreiheit|accessibilité|accesibilidad|accessibilità|toegankelijkheid|acessibilidade|mandantenportal|kundenportal|area riservata|área reservada|espace réservé|geschützter bereich|reserved area|members['’]? area|area membri|espace membres?|espace client|área de clientes|area clienti|klantenportaal|área do cliente|espace patient|área de pacientes|area pazienti|patiëntenportaal|área do paciente|patient portal|patientenportal|social media|réseaux sociaux|redes sociales|follow us|folgen sie uns|suivez-nous|síguenos|seguici|volg ons|siga-nos|share|teilen|partager|compartir|condividi|delen|partilhar|thanks|contribut|sponsors?(?![\p{L}])|sitemap|site ?map|plan du site|conditions de (?:la )?garantie|warranty terms|terms of (?:the )?warranty|garantiebedingungen|condiciones de (?:la )?garantía|condizioni di garanzia|garantievoorwaarden|condições de garantia|kvkk|aydınlatma metni|integritetspolicy|personuppgifter|ochrana osobních údajů|complaints? procedure|beschwerdeverfahren|règlement intérieur|hausordnung|reglamento interno|regolamento interno|huisregels|regulamento interno|polic(?:y|ies)|richtlinie|politique|informativa|paypal|liberapay|patreon|open ?collective|ko-fi|buy me a coffee)/iu;

/** A link to the site in another language ('English', 'Deutsch', 'EN'): a switch, not a page of the offer. */
const languageSwitch =
  /^(?:english|deutsch|français|francais|español|espanol|italiano|nederlands|português|portugues|polski|čeština|svenska|dansk|norsk|suomi|türkçe|русский|українська|日本語|中文|한국어|en|de|fr|es|it|nl|pt|pl|ja|uk)$/iu;

export function isSiteFurniture(text: string): boolean {
  return furniture.test(text) || languageSwitch.test(text.trim());
}

/** A question invites no click the way a statement does, and 'Why X?' headings are page furniture, with or without their mark. */
const isQuestion = (text: string) =>
  /[?？]\s*$|^\s*[¿¡]/u.test(text) ||
  /^(?:why|what|how|who|warum|weshalb|wieso|was ist|pourquoi|comment|qu'est-ce|por qué|qué es|cómo|perché|che cos|waarom|wat is|hoe|por que|o que é)(?!\p{L})|^なぜ/iu.test(text);

/** Quotes and testimonials are someone else's words: "…", «…», 「…」, or a line signed '– Name'. */
const isQuote = (text: string) =>
  /^\s*["“„«‹「『]/u.test(text) || /["”»›」』]\s*$/u.test(text) || /[.!?]["”»]?\s*[-–—]\s*\p{Lu}\p{L}*(?:\s\p{Lu}\.?\p{L}*)?\s*$/u.test(text);

/** A star rating ('4.8★ su Google') is a review site's score: the sentence goes, not the passage around it. */
const isRating = (text: string) => /★|⭐/u.test(text);

/** Page text no ad may carry, whoever wrote it: dates, hours, legal lines, notices, addresses, contact details. */
export const isPageArtefact = rememberedByText((text: string): boolean => patterns.some((pattern) => pattern.test(text)));

/**
 * A passage that is a quote or trails off ('…', '....'): someone else's words, or a teaser cut short,
 * whichever sentence of it is taken. Checked on the whole passage, before it is split into sentences.
 */
export const isQuotedOrCutShort = (passage: string) => isQuote(passage) || /(?:\.{3,}|…)\s*$/u.test(passage);

export const isArtefact = rememberedByText((text: string): boolean => isQuestion(text) || isQuote(text) || isRating(text) || isPageArtefact(text));

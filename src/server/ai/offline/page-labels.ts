import { genericWords } from "./phrases/phrasebooks.ts";

/*
 * Headings and lines that label a part of a page or greet its reader rather than name what it offers:
 * neither a service nor the start of a sentence worth an ad (issue 19, 'Extract, do not decorate').
 */

/** A label over a summary or list ('Property at a Glance', 'Key Metrics', 'Auf einen Blick'), in any language the writer knows. */
const summaryLabel =
  /(?:^|\s)(?:by the numbers|in numbers|in zahlen|en chiffres|en cifras|in cifre|in cijfers|em números|at a glance|key (?:facts|figures|metrics|features|points)|highlights|auf einen blick|das wichtigste|en un coup d['’]œil|en bref|l['’]essentiel|de un vistazo|en resumen|in één oogopslag|in het kort|in breve|a colpo d['’]occhio|em resumo|num relance)$/iu;

/**
 * Headings of a page's parts rather than names of what it offers: a gallery ('Fotos von der Unterkunft',
 * 'Photos'), highlights ('Highlights der Unterkunft'), news and press ('News & offres', 'In the Press'), or
 * 'our' and one word ('Unsere Ausstattung', 'Our Menu').
 */
const partHeading =
  /^(?:(?:photos?|fotos?|bilder|galer(?:ie|y|ía|ia)|images|impressions?|eindrücke|highlights|key facts|news|actualités|aktuelles|neuigkeiten|noticias|novedades|notizie|nieuws|novidades|in the press|press|presse|prensa|stampa|pers|imprensa)(?:\s|$)|(?:our|unsere?|nos|notre|nuestros?|nuestras?|i nostri|le nostre|il nostro|la nostra|onze|ons|os nossos|as nossas|nossos|nossas|nosso|nossa|vår|våra|vårt|vores|våre|nasze|nasza|nasz|naše|náš)\s+\p{L}+$)/iu;

/**
 * Headings of a club's or an association's parts: its people ('Club Leadership', 'Vorstand'), sponsors and
 * partners, pictures ('Match Moments', 'Saison in Bildern') and news ('From the Club', 'Aus dem Verein').
 * Whatever the first words, these end or begin a section title, never a name of what is offered.
 */
const clubPart =
  /(?:^(?:from the|latest from|news from|aus dem|aus der|du club|de l['’]association|del club|dal club|van de club|do clube)\s)|(?:(?:^|\s)(?:moments|memories|momente|momentos|momenti|leadership|sponsors|sponsoren|patrocinadores|partenaires|partners|vorstand|bestuur|diretoria|junta directiva|consiglio direttivo|honours board|honors board|roll of honour|fixtures|fixtures (?:and|&) results|in pictures|in bildern|en images|en imágenes|in foto|em fotos)$)/iu;

/**
 * Headings of the parts every business site has, in any language the writer knows: questions ('Questions
 * fréquentes', 'Questions Couples Often Ask'), why to choose it ('Darum Physio Limmat'), about it ('Über
 * die Kanzlei'), what clients say ('Kind Words', 'Dicono di noi'), its team ('Conoce a nuestro equipo'),
 * how it works ('Zo werkt online bestellen') and its price list ('Orientacyjny Cennik').
 */
const sitePart = new RegExp(
  [
    "(?<!\\p{L})(?:questions?|fragen|preguntas|domande|vragen|perguntas|pytania)(?!\\p{L})",
    "^(?:why|warum|darum|wieso|weshalb|pourquoi|por qu[ée]|perch[ée]|waarom|dlaczego)\\s",
    "^(?:about|über|à propos|acerca de|sobre|chi siamo|over|o nas|o mnie)(?:\\s|$)",
    "^(?:kind words|what (?:our |my )?\\p{L}+ say|dicono di noi|lo que dicen|ce que (?:disent|pensent)|was (?:unsere )?\\p{L}+ sagen|wat (?:onze )?\\p{L}+ zeggen|o que (?:dizem|nossos)|opinie|opiniones|reseñas|recensioni|avis (?:clients|de nos)|kundenstimmen|bewertungen|depoimentos|testimonios|témoignages|testimonianze|ervaringen)",
    "^(?:meet (?:the|our|my) team|conoce a nuestro equipo|conozca a nuestro equipo|lernen sie uns kennen|rencontrez (?:l['’]équipe|notre équipe)|conheça (?:a )?nossa equipe|maak kennis|poznaj nasz zespół|conosci (?:il )?(?:nostro )?team)",
    "^(?:how it works|so funktioniert|zo werkt|comment ça marche|cómo funciona|come funziona|como funciona|jak to działa)",
    // An invitation to write ('Tell Me About Your Day', 'Get in Touch') and a portfolio ('Real Weddings', 'Recent Work').
    "^(?:tell (?:me|us) about|get in touch|let['’]s (?:talk|chat)|say hello|drop (?:me|us) a line|kontaktieren sie uns|écrivez-nous|escríbenos|scrivici|neem contact op|fale conosco)",
    "^(?:real weddings|recent (?:work|projects)|selected work|featured (?:work|projects)|latest (?:work|projects)|unsere projekte|nos réalisations|nuestros proyectos|i nostri lavori|onze projecten|nossos projetos)$",
    // Japanese: 'about …' ('店主について'), and a menu's English label glued to its katakana ('Take Outテイクアウト').
    "について$",
    "^(?:menu|access|take ?out|about|news|contact|shop|blog|concept|gallery|recruit|company|info|information|store|faq)[\\s\\p{Script=Katakana}\\p{Script=Han}ー・]+$",
    // The same label with its English after it ('診療案内TREATMENT', '医院紹介CLINIC'): a menu's, not an offer.
    "^[\\p{Script=Han}\\p{Script=Katakana}\\p{Script=Hiragana}ー・]+\\s?[A-Z]{3,}$",
    "(?:^|\\s)(?:cennik|ceník|price list|preisliste|prijslijst|listino prezzi|lista de precios|tabela de preços)$",
    // A year's prices ('Tarifs 2024', 'Preise 2025'): a price list's heading.
    "^(?:(?:packages|pakete|forfaits|paquetes|pacchetti|pakketten|pacotes)\\s*(?:&|and|und|et|y|e|en)\\s*)?(?:prices|pricing|rates|tarifs|preise|precios|tarifas|prezzi|tariffe|prijzen|tarieven|preços|cennik|ceník)(?:\\s+\\d{4})?$",
    // Prices for someone ('Preise für Selbstzahler*innen', 'Tarifs pour les étudiants').
    "^(?:prices|preise|tarifs|precios|prezzi|prijzen|preços)\\s+(?:for|für|pour|para|per|voor)\\s",
    "^ceník\\s",
    // What the business does, as a section's title ('Das machen wir für dich', 'What We Do Best'), and what its clients say ('Das sagen unsere Patient*innen').
    "^(?:what we do|das machen wir|was wir (?:tun|machen|bieten)|ce que nous faisons|lo que hacemos|cosa facciamo|wat we doen|o que fazemos)",
    "^das sagen (?:unsere )?",
    // The team by a nickname ('Meet the Sparkies'), where it works ('Areas We Service', 'Zones d'intervention'), its
    // calendar ('Agenda & concerts'; a bare 'Calendar' may be an app's name) and a counter's label without its figure ('Years on the Drive', 'Anos em Campo de Ourique').
    "^(?:meet (?:the|our|your)|conoce a (?:tus|tu|nuestros?|nuestras?|los|las)|conozca a (?:sus|nuestros?|nuestras?|los|las)|rencontrez (?:nos|notre|l['’]|les)|conosci (?:i|il|le|la|il nostro|i nostri)|lerne (?:dein|deine|unser|unsere)|lernen sie (?:ihr|ihre|unser|unsere)|conheça (?:os|as|o|a|nossos?|nossas?))\\s",
    // Before and after pictures ('Öncesi & Sonrası', 'Vorher – Nachher'): a gallery.
    "^(?:before (?:&|and) after|vorher[\\s–-]+nachher|avant[\\s–-]+après|antes y después|prima e dopo|voor en na|antes e depois|öncesi (?:&|ve) sonrası|före (?:&|och) efter)$",
    // A shop's or an agency's showcase ('Propiedades destacadas', 'Featured Listings'): a part of the page, not an offer.
    "^featured\\s|(?:^|\\s)(?:destacad[oa]s|in evidenza|à la une|em destaque|uitgelicht)$",
    "^(?:beliebte|popular|most popular|nos plus populaires|les plus populaires|los más populares|i più popolari|populaire|populairste|mais populares)\\s",
    "^(?:areas? we (?:serve|service|cover)|service areas?|where we work|zones? d['’]intervention|einsatzgebiete?|zonas de (?:servicio|actuación)|zone (?:servite|di intervento)|werkgebied|áreas de atuação)$",
    "^(?:agenda|calendar|kalender|calendrier|calendario)\\s*(?:&|and|et|und|y|e|en)\\s*\\p{L}+$",
    "^(?:years|jahre|ans|années|años|anni|jaar|anos|lat)\\s",
    // Policies and guides of a shop, and its opening hours: parts of the site, not what it sells.
    "^(?:returns?|returns (?:and|&) refunds|size guide|size chart|shipping (?:and|&) returns|resi e rimborsi|guida alle (?:misure|taglie)|spedizioni e resi|rücksendungen?|größentabelle|versand (?:und|&) rückgabe|retours|guide des tailles|livraison et retours|devoluciones|guía de tallas|envíos y devoluciones|retourneren|maattabel|verzenden en retourneren|devoluções|guia de tamanhos|heures d['’]ouverture|horaires d['’]ouverture|öffnungszeiten|opening hours|horario|orari(?: di apertura)?|openingstijden|horário de funcionamento)$",
    // A price plan's line that points to another plan by its name ('Everything in Standard', 'Alles aus Basic, plus'), not a claim ('Alles aus einer Hand').
    "^(?:everything in|all (?:the )?features (?:in|of|from)|alles aus|alles uit|tout le plan|tout ce qu['’]offre|todo lo de|tutto (?:del piano|quello di)|tudo do plano)\\s+[\\p{L}\\p{N}+-]+(?:,?\\s+(?:plus|and|und|et|más|più|mais|en))?:?$",
    // Staying informed ('Blijf op de hoogte', 'La Lettre sociale du cabinet'), the way there ('Nous trouver'),
    // the fees ('Honoraires indicatifs') and the team by another word ('Nuestro equipo médico'): parts of a site.
    "^(?:stay (?:in touch|informed|up to date|in the loop)|blijf op de hoogte|restez informés?|bleiben sie (?:informiert|auf dem laufenden)|mantente informado|resta aggiornato|fique por dentro|(?:la |notre |our |unser |nuestra )?(?:lettre|newsletter|nieuwsbrief|boletín)(?!\\p{L}))",
    "^(?:find us|how to find us|getting here|where to find us|nous trouver|comment venir|plan d['’]accès|so finden sie uns|cómo llegar|dónde estamos|encuéntranos|come raggiungerci|hoe ons te vinden|como chegar|onde estamos)$",
    "^(?:our |nos |unsere |nuestros |i nostri |onze |os nossos )?(?:fees|honoraires|honorare?|gebühren|honorarios|onorari|honoraria|honorários)(?:\\s+\\p{L}+)?$",
    "^(?:our|nuestro|notre|unser|il nostro|onze|ons|o nosso|a nossa)\\s+(?:\\p{L}+\\s+)?(?:team|equipo|équipe|équipa|equipe|praxisteam)(?:\\s+\\p{L}+)?$",
    // A shop's lists: its best sellers and its newest, not a product.
    "^(?:best ?sellers?|most loved|our favou?rites|new arrivals|i più (?:amati|venduti)|novità|bestseller|neuheiten|meilleures ventes|nouveautés|los más vendidos|novedades|de bestsellers|nieuw binnen|mais vendidos|novidades)$",
  ].join("|"),
  "iu",
);

/** A link's verb of looking ('View Fixtures', 'See Details', 'Voir la carte', 'Scopri di più'): where to click, not what is offered. */
const asksToLook = /^(?:view|see|explore|browse|read|check out|discover|ansehen|entdecken|zu den|voir|découvr\p{L}*|ver|descubr\p{L}*|consulta|scopri|vedi|guarda|bekijk|ontdek|veja|confira|conheça|descubra|zobacz|sprawdź)(?:\s|$)/iu;

/** 'Our' and a few words ending in a part of a site or naming one ('Our HVAC Services', 'Nuestras áreas de práctica'). */
function isOwnPartOfSite(heading: string): boolean {
  const words = heading.toLowerCase().split(/\s+/u);
  return words.length >= 3 && words.length <= 4 && ownWord.test(words[0] ?? "") && (genericWords.has(words.at(-1) ?? "") || genericWords.has(words.slice(1).join(" ")));
}
const ownWord = /^(?:our|unsere?|nos|notre|nuestros?|nuestras?|onze|nossos|nossas|nasze)$/u;

/** A heading that opens a list ('Our service includes', 'O nosso serviço inclui'): the list is the offer, not the heading. */
const leadIn = /(?<!\p{L})(?:includes?|including|consists? of|inclui|incluem|incluye|incluyen|comprend|comprennent|comprende|comprendono|umfasst|beinhaltet|omvat|bevat)$/iu;

/**
 * A heading that labels a part of the page rather than naming an offer: a section label alone or
 * joined ('Formation & Diplômes', 'Training and Experience'), or the lead-in to a list.
 */
export function isLabelHeading(heading: string): boolean {
  const parts = heading.toLowerCase().split(/\s*(?:[&+/,]|\s(?:and|et|und|y|e|en|o)\s)\s*/u).filter(Boolean);
  return (parts.length > 0 && parts.every((part) => genericWords.has(part))) || leadIn.test(heading) || summaryLabel.test(heading) || partHeading.test(heading) || clubPart.test(heading) || sitePart.test(heading) || isOwnPartOfSite(heading) || asksToLook.test(heading);
}

/** A greeting ('Welcome', 'Hello, I'm Emma', 'Hey, schön dass du da bist', 'ようこそ'): a page saying hello, not what it offers. */
export const welcome =
  /^(?:welcome|hello|hi there|hey|grüß gott|grüss gott|grüezi|servus|moin|schön,? dass (?:du|ihr|sie) (?:da|hier) (?:bist|seid|sind)|willkommen|herzlich willkommen|hallo|bienvenue|bonjour|bienvenido|bienvenidos|hola|benvenut[io]|ciao|welkom|hoi|bem-vind[oa]s?|olá|ようこそ|välkommen|velkommen|tervetuloa|witamy|vítejte|benvingut[si]?|hoş geldiniz|καλώς ήρθατε|добро пожаловать)(?!\p{L})/iu;

/**
 * A Japanese menu's label without the English glued before or after it ('Menuメニュー', '料金表PRICE'): the
 * link text in the page's language.
 */
export function withoutLatinLabel(text: string): string {
  return text.replace(/^[A-Za-z][A-Za-z ]*(?=[\p{Script=Katakana}\p{Script=Hiragana}\p{Script=Han}])/u, "").replace(/(?<=[\p{Script=Katakana}\p{Script=Hiragana}\p{Script=Han}ー])\s?[A-Z][A-Z ]+$/u, "");
}

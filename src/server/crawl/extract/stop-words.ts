import * as stopword from "stopword";

/**
 * Function words that say nothing about a page, per language. Only words of four letters or more are
 * listed here: shorter ones never become keywords anyway. English is always applied (pages in any language
 * mix it in), plus the page's declared language when it is one of these; every list when it is not.
 */
const lists: Record<string, string> = {
  en: `about above across after again against almost along already also although always among another anyone
    anything anyway around away back because been before behind being below best better between both came cannot
    come could does doing done down during each either else enough even ever every everyone everything from
    further gets give given goes going gone have having here hers herself himself however into itself just keep
    know last least less like made make makes many maybe more most much must myself need needs never next none
    nothing often once only onto other others ours ourselves over perhaps please quite rather really same says
    seem seen several shall should show since some someone something sometimes soon still such sure take than
    that their theirs them themselves then there therefore these they thing things this those though through
    thus together toward towards under unless until upon used uses using very want wants well went were what
    whatever when where whether which while whom whose will with within without would year years your yours
    yourself yourselves click learn read view menu home login cookie cookies copyright reserved rights welcome
    loading`,
  de: `aber alle allem allen aller alles also andere anderen anderer anderes auch bereits beim bist bitte
    dabei damit dann darum dass dich dein deine deinem deinen deiner denn deren dessen diese diesem diesen dieser
    dieses doch dort durch eine einem einen einer eines einfach etwa etwas euch euer eure ganz gegen gibt habe
    haben hast hatte hier hinter ihnen ihre ihrem ihren ihrer immer jede jedem jeden jeder jedes jetzt kann
    kein keine keinen können könnt machen mehr mein meine mich muss müssen nach nicht noch oder ohne schon sehr
    seid sein seine seinem seinen seiner selbst sich sind soll sollen sondern über unser unsere unseren unserer
    unter viel viele vielen wann warum weil welche welchen welcher wenn werden wieder wird wurde zwischen
    willkommen seit bis zum zur vom beim ihr ihm uns euch`,
  fr: `ainsi alors après aussi autre autres avant avec avez avoir avons bien ceci cela celle celles celui ceux
    cette chez comme comment dans depuis donc dont elle elles encore entre être faire leur leurs mais même
    nous notre pour plus quand quel quelle quelles quels sans selon sera sinon sont sous tous tout toute toutes
    très vers votre vous peut peuvent bienvenue chargement chaque`,
  es: `algo algunos ante antes aquí cada como cómo contra cual cuál cuando desde donde durante ella ellas ellos
    entre esta estas este esto estos hace hacer hasta más mismo mucho nada nosotros nuestra nuestro otra otro
    para pero poco porque puede sido sino sobre solo sólo también tanto tener tiene todo todos tras usted
    vuestro bienvenido bienvenidos cargando`,
  it: `alla alle allo altri altro anche ancora come cosa dalla dalle degli della delle dello dove essere fare
    hanno loro molto nella nelle nello nostra nostro ogni però perché più quale quando quanto quella quelle
    quello questa queste questi questo sono stata stato sulla sulle tutte tutti tutto vostra vostro
    benvenuto benvenuti caricamento`,
  pt: `agora ainda além antes após aqui assim até cada como depois desde entre essa esse esta está estão este
    fazer foram isso isto mais mesmo muito nada nossa nosso onde para pela pelo pode porque qual quando quem
    seja sempre será seus sobre suas também toda todas todo todos você vocês numa nossos nossas vindo vinda vindos carregando`,
  nl: `alle alleen altijd andere bent beter daar deze doen door eens geen hebben heeft hier jouw jullie kunnen
    maar meer naar niet noch onze over veel voor waar wanneer want werd worden wordt zich zelf zijn zoals zonder
    zullen welkom terecht elke iedere`,
};

/**
 * The languages the writer has no phrasebook for take the `stopword` package's lists ('pani', 'naszych' on a
 * Polish page), by their two-letter code; the writer's own languages keep the lists above, tuned on real pages.
 */
const maintained: Record<string, readonly string[]> = {
  pl: stopword.pol, sv: stopword.swe, da: stopword.dan, nb: stopword.nob, no: stopword.nob, fi: stopword.fin, cs: stopword.ces,
  sk: stopword.slk, sl: stopword.slv, hr: stopword.hrv, tr: stopword.tur, ro: stopword.ron, hu: stopword.hun, ru: stopword.rus,
  uk: stopword.ukr, el: stopword.ell, bg: stopword.bul, ca: stopword.cat, et: stopword.est, lv: stopword.lav, lt: stopword.lit,
  id: stopword.ind, ms: stopword.msa, vi: stopword.vie, af: stopword.afr, eu: stopword.eus, gl: stopword.glg,
};

const tuned = new Map(Object.entries(lists).map(([language, words]) => [language, new Set(words.split(/\s+/))]));
const parsed = new Map<string, Set<string>>([
  ...tuned,
  ...Object.entries(maintained).map(([language, words]): [string, Set<string>] => [language, new Set(words.map((word) => word.toLowerCase()))]),
]);

/**
 * Three-letter function words of the same languages, which end a key phrase ('web design' is one, 'for
 * you' is not). Short words are never keywords alone, so one list for all languages costs nothing.
 */
const shortFunctionWords = new Set(
  `the and for you our are its all can has how new now not out was who why get any but per via etc one
  der die das und ein mit für von den dem des bei aus auf ist wir ihr sie uns zum zur
  les des une est par sur aux ses nos vos qui que pas
  los las del con por una sus más muy que
  gli che con per non una sul dal nel dei
  een het van met dat die ook wat zijn bij
  uma com por dos das nos nas que são aos num tem`.split(/\s+/),
);

/** Whether a word of three letters or more may stand in a key phrase: no function word of any of these languages. */
export function isPhraseWord(word: string, isStopWord: (word: string) => boolean): boolean {
  return !isStopWord(word) && !shortFunctionWords.has(word);
}

/** Every list's words: a page that declares no language (or one without a list) may be in any of them ('onze', 'zijn'). */
const anyLanguage = new Set([...tuned.values()].flatMap((words) => [...words]));

/**
 * The stop words of a text's language: English, the declared language's, and those of the language whose
 * stop words the text uses most, since a page's declared language is often its theme's default ('en' on a
 * German apartment's page, whose 'ihre' would otherwise be a keyword).
 */
export function stopWordsForText(words: readonly string[], declared: string): (word: string) => boolean {
  let best = declared;
  let bestHits = 0;
  // Only the tuned lists of similar length compete: a maintained list of hundreds of words would win on any text.
  for (const [language, list] of tuned) {
    let hits = 0;
    for (const word of words) if (list.has(word)) hits++;
    if (hits > bestHits) [best, bestHits] = [language, hits];
  }
  const english = stopWordsFor(declared);
  const own = parsed.get(best);
  return own && best !== declared ? (word) => english(word) || own.has(word) : english;
}

export function stopWordsFor(language: string): (word: string) => boolean {
  const english = parsed.get("en") ?? new Set<string>();
  const own = parsed.get(language);
  if (!own) return (word) => anyLanguage.has(word);
  return language !== "en" ? (word) => english.has(word) || own.has(word) : (word) => english.has(word);
}

/**
 * Function words that say nothing about a page, per language. Only words of four letters or more are
 * listed: shorter ones never become keywords anyway. English is always applied (pages in any language
 * mix it in), plus the page's declared language when it is one of these.
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
    yourself yourselves click learn read view menu home login cookie cookies copyright reserved rights`,
  de: `aber alle allem allen aller alles also andere anderen anderer anderes auch bereits beim bist bitte
    dabei damit dann darum dass dich dein deine deinem deinen deiner denn deren dessen diese diesem diesen dieser
    dieses doch dort durch eine einem einen einer eines einfach etwa etwas euch euer eure ganz gegen gibt habe
    haben hast hatte hier hinter ihnen ihre ihrem ihren ihrer immer jede jedem jeden jeder jedes jetzt kann
    kein keine keinen können könnt machen mehr mein meine mich muss müssen nach nicht noch oder ohne schon sehr
    seid sein seine seinem seinen seiner selbst sich sind soll sollen sondern über unser unsere unseren unserer
    unter viel viele vielen wann warum weil welche welchen welcher wenn werden wieder wird wurde zwischen`,
  fr: `ainsi alors après aussi autre autres avant avec avez avoir avons bien ceci cela celle celles celui ceux
    cette chez comme comment dans depuis donc dont elle elles encore entre être fait faire leur leurs mais même
    nous notre pour plus quand quel quelle quelles quels sans selon sera sinon sont sous tous tout toute toutes
    très vers votre vous`,
  es: `algo algunos ante antes aquí cada como cómo contra cual cuál cuando desde donde durante ella ellas ellos
    entre esta estas este esto estos hace hacer hasta más mismo mucho nada nosotros nuestra nuestro otra otro
    para pero poco porque puede sido sino sobre solo sólo también tanto tener tiene todo todos tras usted
    vuestro`,
  it: `alla alle allo altri altro anche ancora come cosa dalla dalle degli della delle dello dove essere fare
    hanno loro molto nella nelle nello nostra nostro ogni però perché più quale quando quanto quella quelle
    quello questa queste questi questo sono stata stato sulla sulle tutte tutti tutto vostra vostro`,
  pt: `agora ainda além antes após aqui assim até cada como depois desde entre essa esse esta está estão este
    fazer foram isso isto mais mesmo muito nada nossa nosso onde para pela pelo pode porque qual quando quem
    seja sempre será seus sobre suas também toda todas todo todos você vocês`,
  nl: `alle alleen altijd andere bent beter daar deze doen door eens geen hebben heeft hier jouw jullie kunnen
    maar meer naar niet noch onze over veel voor waar wanneer want werd worden wordt zich zelf zijn zoals zonder
    zullen`,
};

const parsed = new Map(Object.entries(lists).map(([language, words]) => [language, new Set(words.split(/\s+/))]));

export function stopWordsFor(language: string): (word: string) => boolean {
  const english = parsed.get("en") ?? new Set<string>();
  const own = parsed.get(language);
  return own && language !== "en" ? (word) => english.has(word) || own.has(word) : (word) => english.has(word);
}

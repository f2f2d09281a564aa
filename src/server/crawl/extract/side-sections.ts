import type { PageMaterial } from "./page-material.ts";

/**
 * Headings of the sections beside a page's offer: news and posts, press, reviews and testimonials, social
 * media, sponsors, partners and clients. What they hold is dated ('Nouveau dessert !'), someone else's words ('Très bon resto chinois…')
 * or a third party's name, never the business describing its offer, so no ad may take it as copy
 * (issue 19, 'Page text taken by position'). Matched at the heading's start, in the writer's languages.
 */
const sideSectionHeading = new RegExp(
  [
    "^(?:latest\\s+)?(?:news|blog|posts|articles|press|in the press|updates)(?![\\p{L}])",
    // A blog by another name ('Le Journal du fournil', 'The Journal', 'Radwerk Journal').
    "^(?:(?:the|our|le|notre|das|unser|el|nuestro|il|nostro|o|nosso|ons|het)\\s+)?(?:journal|magazine|magazin|revista|rivista|tijdschrift)(?![\\p{L}])|^\\p{L}+\\s+(?:journal|magazin|magazine|blog)$",
    "^(?:actualités|nouvelles|presse|blog)(?![\\p{L}])",
    "^(?:aktuelles|neuigkeiten|news|presse|blog)(?![\\p{L}])",
    "^(?:noticias|novedades|prensa|blog)(?![\\p{L}])",
    "^(?:notizie|novità|stampa|blog)(?![\\p{L}])",
    "^(?:nieuws|actueel|pers|blog)(?![\\p{L}])",
    "^(?:notícias|novidades|imprensa|blog)(?![\\p{L}])",
    "^(?:reviews?|testimonials?|what (?:our |people |they )?(?:clients|customers|guests|patients|people)? ?(?:say|are saying)|customer stories)",
    "^(?:avis|témoignages|ce que disent|ils (?:nous font confiance|parlent de nous))",
    "^(?:bewertungen|kundenstimmen|rezensionen|das sagen (?:unsere )?(?:kunden|gäste|patienten))",
    "^(?:reseñas|opiniones|testimonios|lo que dicen)",
    "^(?:recensioni|testimonianze|dicono di noi|cosa dicono)",
    "^(?:beoordelingen|recensies|ervaringen van|wat (?:onze )?(?:klanten|gasten|patiënten) zeggen)",
    "^(?:avaliações|depoimentos|opiniões|o que dizem)",
    "^(?:vad (?:våra )?\\p{L}+ säger|recensioner|omdömen|hvad (?:vores )?\\p{L}+ siger|co (?:mówią|říkají)|opinie|recenze|yorumlar|müşteri yorumları)",
    // News by a club's words ('From The Club', 'Aus dem Verein'), and pictures ('Match Moments', 'Fotogalerie'): their
    // captions are no offer. A bare 'Gallery' may be a product's name (a photo app's), so only the longer titles.
    "^(?:from the club|latest from|aus dem verein|du club$|dal club$|van de club$|(?:match |club )?moments$|photo gallery$|fotogalerie$|galerie photos?$|galería de fotos$|galleria fotografica$|fotogalerij$|galeria de fotos$|impressionen$|eindrücke$|in pictures$|in bildern$|en images$|en imágenes$|in foto$|em fotos$)",
    // A club's or a venue's calendar ('Next On The Pitch', 'Upcoming Fixtures', 'Prochains matchs', "What's on"): dated events, not the offer.
    "^(?:next on the pitch|(?:upcoming|next|latest) (?:home |away )?(?:fixtures|matches|match|games|game|events|gigs|shows)|fixtures|what['’]s on|spielplan|nächste spiele|kommende (?:spiele|termine|veranstaltungen)|prochains? (?:matchs?|événements|évènements|concerts)|agenda$|próximos (?:partidos|eventos|jogos)|prossim[ei] (?:partite|eventi)|(?:komende )?wedstrijden$|agenda$|試合日程)",
    // The team and a club's leadership: their people's names and roles ('Aino Virtanen', 'Co-founder & CEO') are not the offer.
    "^(?:(?:ihre |unsere )?ansprechpartner(?:innen)?$|meet (?:the|our|your) (?:team|\\p{L}+s)$|your contacts?$|vos interlocuteurs$|sus interlocutores$|i vostri referenti$|uw contactpersonen$|(?:club |our )?leadership$|board of directors|(?:der )?vorstand$|le bureau$|junta directiva|consiglio direttivo|(?:het )?bestuur$|diretoria$|meet (?:the|our) team|(?:our|the) team$|the (?:people|faces|team) behind|das team$|unser team|lernen sie uns kennen|l['’]équipe$|notre équipe|(?:el|nuestro) equipo(?: humano| médico)?$|conoce a nuestro equipo|(?:il )?(?:nostro )?team$|het team$|ons team|maak kennis met|(?:a )?(?:nossa )?equipe?a?$|スタッフ紹介|vårt team|(?:möt )?teamet$|vores team|nasz zespół|náš tým|ekibimiz|hekimlerimiz)",
    // How it works, step by step ('Up and Running in Three Steps'): its headings tell the reader what to do
    // ('Deploy the Server', 'Invite Your People'), not what is offered.
    "^(?:how it works|(?:up and running|get started|getting started) in (?:\\d|two|three|four|five)|in (?:\\d|two|three|four|five) (?:easy |simple )?steps|so funktioniert|in (?:\\d|drei|vier) (?:einfachen )?schritten|comment ça marche|en (?:\\d|trois|quatre) étapes|cómo funciona|en (?:\\d|tres|cuatro) pasos|come funziona|in (?:\\d|tre|quattro) passi|zo werkt het|in (?:\\d|drie|vier) stappen|como funciona|em (?:\\d|três|quatro) passos)",
    "^(?:social media|follow us|réseaux sociaux|suivez-nous|folgen sie uns|síguenos|redes sociales|seguici|volg ons|siga-nos)",
    "^(?:お知らせ|新着情報|ニュース|ブログ|お客様の声|口コミ|レビュー)",
    // Sponsors, partners and clients are other businesses: the whole heading names them, nothing more
    // ('Our Sponsors', 'Unsere Partner'; not 'Partner für Ihre Gesundheit').
    `^(?:${[
      "(?:our\\s+)?(?:sponsors|partners|supporters|clients|customers)|trusted by(?:\\s.*)?|as seen (?:in|on)",
      "(?:unsere\\s+)?(?:sponsoren|partner|förderer|kunden|referenzen)",
      "(?:nos\\s+)?(?:sponsors|partenaires|mécènes|clients|références)",
      "(?:nuestros\\s+)?(?:patrocinadores|socios|colaboradores|clientes)",
      "(?:i nostri\\s+)?(?:sponsor|partner|clienti)",
      "(?:onze\\s+)?(?:sponsors|partners|klanten)",
      "(?:(?:os\\s+)?nossos\\s+)?(?:patrocinadores|parceiros|clientes)",
      "協賛|スポンサー|パートナー|取引先|導入企業",
    ].join("|")})[\\s\\p{P}\\p{S}]*$`,
  ].join("|"),
  "iu",
);

export function isSideSectionHeading(text: string): boolean {
  return sideSectionHeading.test(text.trim());
}

/**
 * The material without its side sections: a side section runs from its heading to the next heading of
 * the same or a higher rank, so the offer's own sections after it are kept.
 */
export function withoutSideSections(material: PageMaterial): PageMaterial {
  const headings = [...material.headings].sort((a, b) => a.order - b.order);
  const spans: { from: number; to: number }[] = [];
  headings.forEach((heading, index) => {
    // The page's own title is never a side section ('Meet Our Excellent Shawnee, KS Dentist').
    if (heading.level === 1 || !isSideSectionHeading(heading.text)) return;
    const end = headings.slice(index + 1).find((next) => next.level <= heading.level);
    spans.push({ from: heading.order, to: end ? end.order : Number.POSITIVE_INFINITY });
  });
  if (spans.length === 0) return material;
  const outside = (order: number) => !spans.some((span) => order >= span.from && order < span.to);
  return {
    ...material,
    headings: material.headings.filter((heading) => outside(heading.order)),
    blocks: material.blocks.filter((block) => outside(block.order)),
    listItems: material.listItems.filter((item) => outside(item.order)),
  };
}

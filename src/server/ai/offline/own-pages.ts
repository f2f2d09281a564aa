import { isDocumentLink } from "../../../domain/wizard/crawled-content.ts";
import type { SitelinkCategory } from "./phrases/phrasebook.ts";
import { cleanText } from "./text-pieces.ts";

/** Whole words at their start ('trial' is not in 'Industrial'), in the languages the writer knows. */
const words = (stems: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${stems})`, "iu");

/** Which of the site's pages a link leads to, judged by its path and its text. */
export const categories: readonly [SitelinkCategory, RegExp][] = [
  ["pricing", words("pric|plans?(?![\\p{L}])|preise|tarif|kosten(?![\\p{L}])|precios|prezzi|prijzen|tarieven|preços|料金")],
  ["booking", words("book(?:ing)?(?![\\p{L}])|reserv|buchen|buchung|réserv|prenot|boeken|予約|appointment|termin|rendez-vous|cita(?![\\p{L}])|appuntament|afspraak")],
  ["services", words("services?(?![\\p{L}])|leistungen|dienstleistung|prestations|servicios|servizi|diensten|serviços|サービス|treatments?|behandlung|soins|tratamientos|trattamenti|behandeling|tratamentos|施術")],
  ["menu", words("menu|speisekarte|la carte|carta(?![\\p{L}])|menukaart|cardápio|メニュー")],
  ["features", words("features?(?![\\p{L}])|funktionen|fonctionnalités|funciones|funzionalità|functies|funcionalidades|機能")],
  ["shop", words("shop(?![\\p{L}])|store(?![\\p{L}])|boutique|tienda|negozio|winkel|loja|ショップ")],
  ["about", words("about|über[- ]uns|ueber-uns|a-propos|à propos|qui-sommes|quiénes|quienes-somos|nosotros|chi-siamo|chi siamo|over-ons|over ons|sobre|quem-somos|quem somos|team(?![\\p{L}])|équipe|equipo|equipe|equipa|私たちについて|会社概要|当院について")],
  ["contact", words("contact|kontakt|contacto|contatt|contato|お問い合わせ")],
  ["location", words("location|directions|anfahrt|accès|acces(?![\\p{L}])|ubicación|como-llegar|dove-siamo|dove siamo|route(?![\\p{L}])|localização|アクセス")],
  ["gallery", words("gallery|galerie|galería|galeria|galleria|galerij|photos?(?![\\p{L}])|fotos?(?![\\p{L}])|bilder|ギャラリー")],
  ["download", words("download|herunterladen|télécharg|descarga|scarica|ダウンロード")],
  ["docs", words("docs?(?![\\p{L}])|documentation|dokumentation|documentación|documentazione|documentatie|documentação|guide|handbuch|manual|wiki|ドキュメント")],
  ["faq", words("faq|fragen|questions|preguntas|domande|vragen|perguntas|よくある質問")],
  // A post's address is dated ('/2024/09/neues-dvt-geraet/').
  ["blog", words("(?:19|20)\\d{2} (?:0?[1-9]|1[0-2]) |journal(?![\\p{L}])|magazin|blog|news(?![\\p{L}])|neuigkeiten|aktuelles|actualités|noticias|notizie|nieuws|notícias|お知らせ")],
  ["signUp", words("sign-?up|register|registrier|inscri|registr|aanmelden|cadastr|trial(?![\\p{L}])|新規登録")],
  ["demo", words("demo(?![\\p{L}])")],
  ["support", words("support(?![\\p{L}])|hilfe|help(?![\\p{L}])|assistance|soporte|assistenza|ondersteuning|suporte|サポート")],
];

/** Pages no advertiser sends a sitelink to: sign-in, legal, donation and feed pages. */
const unwanted = words(
  "author(?![\\p{L}])|autor(?![\\p{L}])|log-?in|sign-?in|log-?out|anmelden|einloggen|connexion|se connecter|iniciar sesión|acceder|accedi|inloggen|entrar|ログイン|my-?account|mein-konto|privacy|datenschutz|imprint|impressum|terms|t[ée]rminos|condiciones|voorwaarden|privacybeleid|privacyverklaring|termos|condi[çc][õo]es|condizioni|conditions-generales|bedingungen|regulamin|polityka|agb(?![\\p{L}])|cookie|legal|mentions|aviso|note-legali|disclaimer|colofon|privacidad|política|confidentialité|cgv|cgu|donat|spende|don(?![\\p{L}])|donar|doa(?:r|ção)|rss(?![\\p{L}])|feed(?![\\p{L}])|wp-admin|cart(?![\\p{L}])|warenkorb|panier|carrito|carrello|winkelwagen|carrinho",
);

/** A file, not a page: the link must end in a page, or in one of the extensions that serve one. */
const isFile = (path: string) => /\.[a-z0-9]{2,5}$/i.test(path) && !/\.(?:html?|php|aspx?|jsp)$/i.test(path);

const readMore = /^(?:all posts|alle beiträge|tous les articles|todas las entradas|tutti gli articoli|alle berichten|todos os artigos|(?:click |tap )?here$|apply here|hier klicken|cliquez ici|haga clic aquí|clicca qui|klik hier|clique aqui|more|read|learn|(?:see |view )?details|mehr|weiter|plus|más|altro|meer|mais|lees|lire|leggi|leer|czytaj|dettagli)(?!\p{L})/iu;

/** 'More about E2EE', 'Read more', 'See details', 'Mehr erfahren': a link's way to a page, which names no offer. */
export const isReadMore = (text: string) => readMore.test(text.trim());

const siteOf = (host: string) => host.replace(/^www\./, "");

/** '/index.html' is the same page as '/'. */
const pagePath = (url: URL) => url.pathname.replace(/\/index\.(?:html?|php)$/i, "/").replace(/\/$/, "") || "/";

export interface SiteLinkTarget {
  url: string;
  text: string;
  category: SitelinkCategory | null;
}

/** The site's own pages the landing page links to: no anchors on the landing page itself, no files. */
export function ownPages(landingPageUrl: string, links: readonly { text: string; url: string }[]): SiteLinkTarget[] {
  if (!URL.canParse(landingPageUrl)) return [];
  const landing = new URL(landingPageUrl);
  const targets: SiteLinkTarget[] = [];
  const seen = new Set<string>();
  for (const link of links) {
    if (!URL.canParse(link.url, landing)) continue;
    const url = new URL(link.url, landing);
    url.hash = "";
    const page = url.origin + pagePath(url);
    const sameSite = siteOf(url.hostname) === siteOf(landing.hostname);
    if (!/^https?:$/.test(url.protocol) || !sameSite || page === landing.origin + pagePath(landing) || seen.has(page)) continue;
    const text = cleanText(link.text);
    const described = `${decodeURIComponent(url.pathname).replace(/[-_/.]+/g, " ")} ${text}`;
    if (isFile(url.pathname) || isDocumentLink("", text) || unwanted.test(described) || !text) continue;
    seen.add(page);
    // The path says what a page is; a link's text only when it is a short label, not 'More about E2EE'.
    const path = decodeURIComponent(url.pathname).replace(/[-_/.]+/g, " ");
    const label = text.split(" ").length <= 3 && !readMore.test(text);
    const category = categories.find(([, pattern]) => pattern.test(path) || (label && pattern.test(text)))?.[0] ?? null;
    targets.push({ url: url.toString(), text, category });
  }
  return targets;
}

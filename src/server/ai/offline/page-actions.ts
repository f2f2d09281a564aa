import type { ActionKey } from "./phrases/phrasebook.ts";

/** Word starts, whole-word on the left: 'book' finds 'Book now' and 'booking', not 'Facebook'. */
const word = (stems: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${stems})`, "iu");

/**
 * What a page lets its reader do, in the languages the writer knows, most specific first. The first one
 * its buttons and links offer becomes the call to action when the advertiser gave none of their own.
 */
const actionWords: readonly [ActionKey, RegExp][] = [
  ["appointment", word("appointment|schedule (?:service|now|online|today)|(?:schedule|book|request|get|claim)(?: an?| my| your)?(?: free)?(?: [\\p{L}\\p{N}-]+)? (?:appointment|visit|consultation|call|repair|inspection|assessment)|free consultation|beratungstermin|consultation gratuite|consulenza gratuita|consulta gratuita|pide (?:tu |su |una )?cita|solicit[ae] (?:tu |su |una )?(?:cita|consulta)|pida (?:su |una )?(?:cita|consulta)|reserva (?:tu |su )?cita|termin(?:e)? (?:vereinbaren|buchen)|(?:erstgespräch|beratungsgespräch|gespräch|beratungstermin|rückruf) (?:vereinbaren|anfordern|buchen)|terminvereinbarung|online-?termin|rendez-vous|prendre rdv|pedir cita|agendar cita|reservar cita|cita previa|appuntamento|prenota (?:una )?visita|afspraak|marcar consulta|agendar consulta|agende|doctolib|予約")],
  // A software's trial and demo come before a booking: 'Live-Demo buchen' asks for a demo, not a room.
  ["freeTrial", word("free trial|try (?:it )?(?:for )?free|kostenlos testen|gratis testen|essai gratuit|prueba gratis|prova gratuita|proefperiode|teste grátis|無料体験|無料トライアル")],
  ["requestDemo", word("(?:request|book|schedule|get) a (?:free |live |personal )?demo|(?:live-?)?demo (?:anfragen|buchen|vereinbaren)|live-demo|demander une démo|réserver une démo|(?:solicitar|reservar|agendar) (?:una |uma )?demo|richiedi(?: una)? demo|prenota (?:una )?demo|demo (?:aanvragen|inplannen)|solicitar demonstração")],
  // Checking availability, or a booking platform's name, is how a holiday let asks for a booking.
  ["book", word("book(?:ing)? (?:now|online|a|your)|book now|reserv(?:e|ar|er|ieren|ation|ación|ação)|buchen|réserv|prenot|boek(?:en)?\\b|reserveer|check availability|verfügbarkeit prüfen|vérifier (?:la )?disponibilité|ver disponibilidad|verifica(?:re)? (?:la )?disponibilità|beschikbaarheid|verificar disponibilidade|airbnb|booking\\.com|予約")],
  ["order", word("order (?:now|online)|ordena(?:r)?\\b|pide (?:en línea|online|a domicilio)|bestellen|commander|hacer (?:un )?pedido|haz tu pedido|ordina(?:re)?\\b|bestel(?:len)?\\b|encomend|faça (?:o seu |seu )?pedido|注文")],
  ["quote", word("(?:request|book|get) (?:a |your )?(?:free )?valuation|peça (?:uma )?avaliação|avaliação gratuita|solicit[ae] (?:una )?tasación|tasación gratuita|richiedi (?:una )?valutazione|waardebepaling|estimation gratuite|immobilienbewertung|(?:get|request|free|your|instant)(?: an?| a free| your)? (?:quote|estimate)|quote request|angebot anfordern|kostenvoranschlag|devis|presupuesto|cotiza|preventiv|offerte aanvragen|gratis offerte|orçamento|見積")],
  // 'Downloads' names a page of forms and brochures, not a program to get.
  ["download", word("download(?!s)|herunterladen|télécharger|descargar|scarica|downloaden|baixar|ダウンロード")],
  // A club, a gym or an association asks its reader to join.
  ["join", word("join (?:the|our|us|now|today)|become a member|mitglied werden|devenir membre|adhérer|nous rejoindre|rejoignez-nous|hazte socio|únete|diventa socio|unisciti|word lid|lid worden|torne-se (?:sócio|membro)|junte-se|associe-se|入会")],
  ["signUp", word("inschrijven|sign ?up|start (?:for )?free|get started (?:for )?free|register|registrieren|anmelden|s'inscrire|inscription|inscri(?:bete|pción)|registrarse|registrati|iscriviti|aanmelden|inscreva|cadastr|新規登録")],
  // A subscription a shop sells ('Start My Subscription'); a newsletter's button is a form's, never a link.
  ["subscribe", word("subscribe(?! to (?:our|the) newsletter)|start (?:my|your) subscription|abonnieren|abo abschließen|s'abonner|abonnez-vous|suscríbete|suscribirse|abbonati|abbonarsi|abonneer|abonnement afsluiten|assine|assinar|定期便")],
  ["shop", word("shop now|buy now|jetzt kaufen|acheter|comprar|acquista|koop nu|compre|購入")],
  ["contact", word("(?:request|ask for) (?:more )?information|solicit(?:a|ar|e) (?:más )?información|pide (?:más )?información|demande[rz]? (?:des |plus d')?informations|richiedi(?:ere)? (?:maggiori )?informazioni|informatie aanvragen|solicit(?:e|ar) (?:mais )?informações|informationen anfordern|contact|kontakt|contacto|contatt|contato|contacto|neem contact|お問い合わせ|問い合わせ")],
];

export function pageAction(texts: readonly string[]): ActionKey | null {
  for (const [action, pattern] of actionWords) {
    if (texts.some((text) => pattern.test(text))) return action;
  }
  return null;
}

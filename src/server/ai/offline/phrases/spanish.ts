import { sentenceCaseWith } from "./casing.ts";
import type { Phrasebook } from "./phrasebook.ts";

const functionWords = new Set([
  "el", "la", "los", "las", "un", "una", "unos", "unas", "de", "del", "al", "a", "y", "e", "o", "u", "en", "con", "sin", "por",
  "para", "sobre", "entre", "desde", "hasta", "su", "sus", "tu", "tus", "nuestro", "nuestra", "nuestros", "nuestras", "que", "quien",
  "cual", "donde", "es", "son", "se", "lo", "le", "les", "nos", "te", "mi", "más", "muy", "como", "pero", "ya", "usted",
]);

/** Calls to action are infinitives ('Pedir cita'), neutral between usted and tú, Spain and Latin America. */
export const spanish: Phrasebook = {
  language: "es",
  headlineCase: sentenceCaseWith(functionWords),
  functionWords,
  genericWords: new Set([
    // A stay's nearby sights and the way there: a page of the site, not what it offers.
    "qué ver", "qué hacer", "cómo llegar", "alrededores", "el entorno",
    "inicio", "bienvenido", "bienvenidos", "contacto", "contáctenos", "contáctanos", "nosotros", "quiénes somos", "sobre nosotros",
    "servicios", "nuestros servicios", "blog", "noticias", "galería", "fotos", "equipo", "nuestro equipo", "aviso legal",
    "política de privacidad", "menú", "preguntas frecuentes", "testimonios", "ubicación", "horarios", "siguiente", "anterior",
    // Section labels: they name a part of the page (training, benefits, treatments), not an offer.
    "formación", "experiencia", "experiencia profesional", "trayectoria", "especialidades", "mis especialidades",
    "nuestras especialidades", "enfoque", "método", "por qué elegirnos", "ventajas", "beneficios", "tratamientos", "certificaciones",
    "información", "información útil",
  ]),
  abbreviations: ["Sr", "Sra", "Srta", "Dr", "Dra", "Lic", "Av", "Avda", "Cra", "etc", "pág", "núm", "No", "aprox", "Ud", "Uds", "Ltda", "S.A", "Cía", "Tel"],
  listConjunctions: new Set(["y", "e", "o", "u"]),
  clauseJoiners: new Set(["y", "e"]),
  phraseStarters: new Set(["con", "sin", "para", "y", "en", "por", "desde", "que", "donde", "gracias", "mediante"]),
  actions: {
    book: "Reservar ahora",
    appointment: "Pedir cita",
    order: "Hacer un pedido",
    shop: "Comprar ahora",
    // An imperative reads as an invitation at the end of an ad; the infinitive 'Contactar' is a button's label.
    contact: { formal: "Contáctenos", informal: "Contáctanos" },
    download: "Descargar",
    signUp: "Registrarse",
    freeTrial: "Prueba gratis",
    requestDemo: "Solicitar una demo",
    quote: { formal: "Solicite un presupuesto", informal: "Pide un presupuesto" },
    subscribe: "Suscribirse",
    watchVideo: "Ver el vídeo",
    learnMore: "Más información",
    getStarted: "Empezar ahora",
  },
  nameFrames: ["{brand} – {service}", "{service} – {brand}"],
  audienceFrame: "Para {a}",
  facts: {
    freeTrial: { callout: "Prueba gratis", proof: { formal: "Pruébelo gratis.", informal: "Pruébalo gratis." } },
    openSource: { callout: "Código abierto", proof: "Código abierto." },
    crossPlatform: { callout: "Multiplataforma", proof: "Multiplataforma." },
    selfHosted: { callout: "Autoalojable", proof: { formal: "En su propio servidor.", informal: "En tu propio servidor." } },
    freeShipping: { callout: "Envío gratis", proof: "Envío gratis." },
    moneyBack: { callout: "Garantía de devolución", proof: "Garantía de devolución del dinero." },
    noCreditCard: { callout: "Sin tarjeta de crédito", proof: "Sin tarjeta de crédito." },
    freeConsultation: { callout: "Primera consulta gratis", proof: "Primera consulta gratis." },
    freeQuote: { callout: "Presupuesto gratis", proof: "Presupuesto gratis." },
    petsWelcome: { callout: "Se admiten mascotas", proof: "Se admiten mascotas." },
    freeWifi: { callout: "Wi-Fi gratis", proof: "Wi-Fi gratis." },
    freeParking: { callout: "Estacionamiento gratis", proof: "Estacionamiento gratis." },
    homemade: { callout: "Hecho en casa", proof: "Todo hecho en casa." },
  },
  sitelinks: {
    pricing: { label: "Precios", descriptions: ["Todos nuestros precios", "Planes y tarifas"] },
    services: { label: "Servicios", descriptions: ["Todo lo que ofrecemos", "Nuestros servicios en detalle"] },
    features: { label: "Funciones", descriptions: ["Todas las funciones", "Cada función en detalle"] },
    booking: { label: "Reservar", descriptions: ["Consultar disponibilidad", "Reservas en línea"] },
    menu: { label: "Carta", descriptions: ["Toda la carta", "Platos y bebidas"] },
    shop: { label: "Tienda", descriptions: ["Toda la gama", "Todos nuestros productos"] },
    about: { label: "Quiénes somos", descriptions: ["Nuestro equipo", "Nuestra historia"] },
    contact: { label: "Contacto", descriptions: [{ formal: "¿Preguntas? Escríbanos", informal: "¿Preguntas? Escríbenos" }, "Datos de contacto"] },
    location: { label: "Cómo llegar", descriptions: ["Mapa y ubicación", "Dónde estamos"] },
    gallery: { label: "Galería", descriptions: ["Todas las fotos", "Nuestras fotos"] },
    download: { label: "Descargar", descriptions: ["La última versión", "Descarga e instalación"] },
    docs: { label: "Documentación", descriptions: ["Guías y referencia", "Todas las funciones explicadas"] },
    faq: { label: "Preguntas frecuentes", descriptions: ["Respuestas a dudas comunes", "Todo lo que hay que saber"] },
    blog: { label: "Blog", descriptions: ["Noticias y consejos", "Los últimos artículos"] },
    signUp: { label: "Registrarse", descriptions: ["Crear una cuenta", "Listo en pocos minutos"] },
    demo: { label: "Demo", descriptions: [{ formal: "Véalo en acción", informal: "Míralo en acción" }, "Cómo funciona"] },
    support: { label: "Soporte", descriptions: ["Ayuda y respuestas", { formal: "Nuestro equipo le ayuda", informal: "Nuestro equipo te ayuda" }] },
  },
  joinList: (items) => (items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} y ${items.at(-1)}`),
};

import { sentenceCaseWith } from "./casing.ts";
import type { Phrasebook } from "./phrasebook.ts";

const functionWords = new Set([
  "o", "a", "os", "as", "um", "uma", "uns", "umas", "de", "do", "da", "dos", "das", "em", "no", "na", "nos", "nas", "por", "pelo",
  "pela", "para", "com", "sem", "e", "ou", "que", "quem", "onde", "é", "são", "se", "seu", "sua", "seus", "suas", "nosso", "nossa",
  "mais", "muito", "como", "mas", "ao", "à", "às", "aos",
]);

/**
 * Written to read right in Portugal and in Brazil: words both use ('Envie uma mensagem', not
 * 'contacto'/'contato'), and the você imperative ('Reserve já') both address a customer with.
 */
export const portuguese: Phrasebook = {
  language: "pt",
  headlineCase: sentenceCaseWith(functionWords),
  sentenceCase: sentenceCaseWith(functionWords),
  functionWords,
  genericWords: new Set([
    // A stay's webcam and weather: a page of the site, not what it offers.
    "webcam", "meteorologia",
    "áreas de atuação", "áreas de prática",
    // A stay's nearby sights and the way there: a page of the site, not what it offers.
    "o que ver", "o que fazer", "como chegar", "arredores",
    "início", "home", "bem-vindo", "bem-vindos", "contato", "contacto", "contactos", "contatos", "sobre", "sobre nós", "quem somos",
    "serviços", "os nossos serviços", "nossos serviços", "blog", "notícias", "galeria", "fotos", "equipe", "equipa", "localização",
    "política de privacidade", "menu", "cardápio", "perguntas frequentes", "depoimentos", "testemunhos", "horário", "anterior", "próximo",
    // Section labels: they name a part of the page (training, benefits, treatments), not an offer.
    "formação", "experiência", "experiência profissional", "percurso", "especialidades", "abordagem", "método", "porquê nós",
    "por que nós", "vantagens", "benefícios", "tratamentos", "certificações",
    "informações", "informações úteis",
  ]),
  abbreviations: ["Sr", "Sra", "Dr", "Dra", "Av", "R", "n", "etc", "p.ex", "aprox", "Lda", "Ltda", "tel"],
  listConjunctions: new Set(["e", "ou"]),
  namesInOneWord: false,
  placePrepositions: new Set(["em", "no", "na", "perto de", "junto a"]),
  capitalisesNouns: false,
  clauseJoiners: new Set(["e"]),
  subordinators: new Set(["quando", "embora", "caso", "enquanto", "porque"]),
  phraseStarters: new Set(["com", "sem", "para", "e", "em", "por", "que", "onde", "graças", "desde"]),
  actions: {
    book: "Reserve já",
    appointment: "Marcar consulta",
    order: "Faça o seu pedido",
    shop: "Compre agora",
    contact: "Envie uma mensagem",
    download: "Fazer download",
    signUp: "Inscreva-se",
    join: "Junte-se a nós",
    freeTrial: "Experimente grátis",
    requestDemo: "Peça uma demonstração",
    quote: "Peça um orçamento",
    subscribe: "Receba as novidades",
    watchVideo: "Veja o vídeo",
    learnMore: "Saiba mais",
    getStarted: "Comece agora",
  },
  nameFrames: ["{brand} – {service}", "{service} – {brand}"],
  audienceFrame: "Para {a}",
  facts: {
    freeTrial: { callout: "Experimente grátis", proof: "Experimente grátis." },
    openSource: { callout: "Código aberto", proof: "Código aberto." },
    crossPlatform: { callout: "Multiplataforma", proof: "Multiplataforma." },
    selfHosted: { callout: "Servidor próprio", proof: "No seu próprio servidor." },
    freeShipping: { callout: "Entrega grátis", proof: "Entrega grátis." },
    moneyBack: { callout: "Garantia de reembolso", proof: "Garantia de reembolso." },
    noCreditCard: { callout: "Sem cartão de crédito", proof: "Sem cartão de crédito." },
    freeConsultation: { callout: "Primeira consulta grátis", proof: "Primeira consulta grátis." },
    freeQuote: { callout: "Orçamento grátis", proof: "Orçamento grátis." },
    petsWelcome: { callout: "Aceitamos animais", proof: "Aceitamos animais." },
    freeWifi: { callout: "Wi-Fi grátis", proof: "Wi-Fi grátis." },
    freeParking: { callout: "Estacionamento grátis", proof: "Estacionamento grátis." },
    homemade: { callout: "Feito em casa", proof: "Tudo feito em casa." },
  },
  sitelinks: {
    pricing: { label: "Preços", descriptions: ["Todos os preços", "Planos e tarifas"] },
    services: { label: "Serviços", descriptions: ["Tudo o que oferecemos", "Serviços em detalhe"] },
    features: { label: "Funcionalidades", descriptions: ["Todas as funcionalidades", "Cada função em detalhe"] },
    booking: { label: "Reservas", descriptions: ["Ver disponibilidade", "Reserva online"] },
    menu: { label: "Menu", descriptions: ["O menu completo", "Pratos e bebidas"] },
    shop: { label: "Loja", descriptions: ["Todos os produtos", "Encontre o que procura"] },
    about: { label: "Sobre nós", descriptions: ["Quem somos", "Saiba mais sobre nós"] },
    contact: { label: "Escreva-nos", descriptions: ["Envie-nos uma mensagem", "Tire as suas dúvidas"] },
    location: { label: "Localização", descriptions: ["Mapa e direções", "Como chegar"] },
    gallery: { label: "Galeria", descriptions: ["Todas as fotos", "Veja as imagens"] },
    download: { label: "Download", descriptions: ["A versão mais recente", "Download e instalação"] },
    docs: { label: "Documentação", descriptions: ["Guias e referência", "Cada função explicada"] },
    faq: { label: "Perguntas frequentes", descriptions: ["Respostas às dúvidas comuns", "Dúvidas mais comuns"] },
    blog: { label: "Blog", descriptions: ["Novidades e dicas", "Os artigos mais recentes"] },
    signUp: { label: "Inscrição", descriptions: ["Crie a sua conta", "Pronto em poucos minutos"] },
    demo: { label: "Demonstração", descriptions: ["Veja como funciona", "Veja em ação"] },
    support: { label: "Suporte", descriptions: ["Ajuda e respostas", "Ajuda quando precisar"] },
  },
  joinList: (items) => (items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} e ${items.at(-1)}`),
};

import type { Phrasebook } from "./phrasebook.ts";

const minorWords = new Set(["a", "an", "and", "as", "at", "but", "by", "for", "in", "of", "on", "or", "the", "to", "vs", "via", "with"]);

/** Title case that keeps the writer's own capitals (VSCode, iPhone) and leaves minor words small. */
function headlineCase(text: string): string {
  return text
    .split(" ")
    .map((word, index) => {
      if (!word) return word;
      if (index > 0 && minorWords.has(word.toLowerCase())) return word.toLowerCase();
      return word[0]?.toUpperCase() + word.slice(1);
    })
    .join(" ");
}

export const english: Phrasebook = {
  language: "en",
  weakWords: new Set([
    "install", "download", "get", "use", "using", "used", "make", "try", "learn", "read", "click", "more", "new", "free", "best",
    "easy", "simple", "fast", "secure", "open", "friendly", "powerful", "available", "based", "ready", "support", "supports",
    "features", "feature", "platforms", "platform", "group", "home", "page", "site", "website", "online", "today", "here",
    "enjoy", "manage", "create", "build", "share", "find", "start", "help", "work", "keep", "send", "save", "need", "want", "like",
    "installation", "documentation", "downloads", "screenshots",
  ]),
  adjectiveEnding: /(?:ed|ful|able|ible|ive|less|ous|ly)$/i,
  functionWords: new Set([
    "the", "and", "for", "our", "you", "your", "are", "its", "all", "any", "can", "has", "not", "but", "how", "why", "who", "with",
    "from", "that", "this", "their", "them", "they", "these", "those", "into", "over", "under", "most", "some", "such", "than",
    "then", "there", "when", "where", "will", "would", "have", "been", "being", "does", "only", "even", "each", "what", "which",
    "also", "just", "very", "many", "much", "every", "other", "about", "more",
  ]),
  headlineCase,
  tones: {
    professional: {
      keyword: ["Reliable {k}", "{k} That Delivers", "Professional {k}"],
      brand: ["{brand}: Built to Perform", "Work Smarter With {brand}"],
      closers: ["See how it works.", "Get started today."],
      long: ["Reliable {k} from {brand}, built for real work", "{brand} brings you {k} that simply delivers", "{brand}: built for real work, ready when you are"],
    },
    friendly: {
      keyword: ["{k} Made Easy", "Your New Favorite {k}", "Say Hello to Easy {k}"],
      brand: ["Say Hello to {brand}", "Meet {brand}"],
      closers: ["We'd love to have you.", "Come and see for yourself."],
      long: ["Meet {brand}: {k} made easy for you and your team", "Say hello to {k} that feels easy from day one", "Say hello to {brand}, made to make your day easier"],
    },
    sophisticated: {
      keyword: ["Refined {k}", "{k}, Elevated", "Thoughtfully Made {k}"],
      brand: ["{brand}: Quietly Brilliant", "Discover {brand}"],
      closers: ["Discover the difference.", "Experience it for yourself."],
      long: ["{brand}: thoughtfully crafted {k} for discerning users", "Refined {k}, made with care by {brand}", "{brand}: thoughtfully crafted, down to the last detail"],
    },
    casual: {
      keyword: ["{k}, No Fuss", "{k} Without the Hassle", "Easy {k}"],
      brand: ["{brand} Just Works", "Check Out {brand}"],
      closers: ["Give it a spin.", "Take a look."],
      long: ["{k} without the hassle: {brand} just works", "Check out {brand} for {k} with zero fuss", "{brand} just works, so you can get on with your day"],
    },
    authoritative: {
      keyword: ["The Proven {k}", "Expert {k}", "{k} Done Right"],
      brand: ["{brand}: The Trusted Choice", "Why Teams Pick {brand}"],
      closers: ["Start with confidence.", "See why it works."],
      long: ["{brand}: {k} done right, from a team that knows it", "The proven choice for {k}: start with {brand}", "{brand}: the proven choice, done right from day one"],
    },
    playful: {
      keyword: ["{k}, But Fun", "{k} With a Smile", "Fall for {k}"],
      brand: ["Have Fun With {brand}", "Psst: Try {brand}"],
      closers: ["Go on, give it a try.", "Your future self says thanks."],
      long: ["Who said {k} can't be fun? Meet {brand}", "{brand} puts a smile on {k}", "Meet {brand}: serious results, with a little fun on the side"],
    },
    urgent: {
      keyword: ["Get {k} Today", "{k}: Start Now", "Start {k} Today"],
      brand: ["Try {brand} Today", "Get {brand} Now"],
      closers: ["Start today.", "Don't wait: get started now."],
      long: ["Don't wait: get {k} from {brand} today", "Start today with {brand}, the {k} that gets results", "Start with {brand} today and see results sooner"],
    },
    energetic: {
      keyword: ["Power Up Your {k}", "{k} at Full Speed", "Supercharge {k}"],
      brand: ["Power Up With {brand}", "{brand}: Ready, Set, Go"],
      closers: ["Let's go.", "Jump in today."],
      long: ["Power up your {k} with {brand} and get moving", "{brand}: {k} at full speed, from the first click", "Get moving with {brand}: fast, focused and ready to go"],
    },
    conversational: {
      keyword: ["Looking for {k}?", "Need {k}? Try This", "{k}, the Easy Way"],
      brand: ["Have You Met {brand}?", "Why Not Try {brand}?"],
      closers: ["Let's get you started.", "Have a look around."],
      long: ["Looking for {k}? Here's why people pick {brand}", "Need {k}? {brand} makes it simple", "Ever wondered what {brand} can do for you? Take a look"],
    },
    trustworthy: {
      keyword: ["{k} You Can Trust", "Dependable {k}", "Honest {k}"],
      brand: ["{brand}: Dependable Every Day", "Count on {brand}"],
      closers: ["Transparent and dependable.", "See for yourself."],
      long: ["{k} you can trust, from {brand}", "Count on {brand} for dependable {k}", "{brand}: honest, dependable and there when you need it"],
    },
    innovative: {
      keyword: ["Smarter {k}", "{k}, Reimagined", "Next-Gen {k}"],
      brand: ["{brand}: Made for What's Next", "See What's New at {brand}"],
      closers: ["See what's new.", "Discover a smarter way."],
      long: ["{k}, reimagined: see what {brand} makes possible", "{brand} brings a smarter approach to {k}", "{brand}: a smarter way to work, made for what's next"],
    },
    educational: {
      keyword: ["{k} Explained", "How {k} Works", "Learn {k} the Easy Way"],
      brand: ["Learn How {brand} Works", "Get to Know {brand}"],
      closers: ["Learn how it works.", "See it step by step."],
      long: ["How {k} works, and how {brand} makes it easier", "Learn what {brand} can do for your {k}", "Learn what {brand} does and how it makes work easier"],
    },
    inspirational: {
      keyword: ["{k} That Inspires", "Create More With {k}", "Dream Bigger With {k}"],
      brand: ["Create More With {brand}", "Do Your Best Work With {brand}"],
      closers: ["Start creating today.", "See where it takes you."],
      long: ["Do your best work with {brand} and {k} that inspires", "Create more with {brand}: {k} that lets you grow", "Do more of what you love with {brand}"],
    },
  },
  keyword: ["{k} Made Simple", "{k} by {brand}", "Explore {k}", "Get Started With {k}", "Everything for {k}", "Your {k}, Simplified"],
  brand: ["{brand}", "{brand} Official Site", "Discover {brand}", "Why {brand}?"],
  feature: ["{f} Included"],
  audience: ["Built for {a}", "{k} for {a}", "Made for {a}"],
  objective: {
    sales: ["Get {brand} Today", "Start With {brand} Today"],
    leads: ["Get in Touch Today", "Talk to the {brand} Team"],
    traffic: ["Explore {brand}", "Learn More About {brand}"],
    local: ["Visit {brand} Today", "{brand} Near You"],
    awareness: ["Discover {brand}", "Meet {brand}"],
    consideration: ["See What {brand} Can Do", "See Why {brand} Stands Out"],
    action: ["Get Started With {brand}", "Try {brand} Today"],
  },
  factHeadlines: {
    free: ["Try {brand} for Free", "Free to Use"],
    freeTrial: ["Start Your Free Trial", "Try {brand} Free"],
    openSource: ["Open Source {k}", "Free and Open Source"],
    crossPlatform: ["Works on Every Platform"],
    privacy: ["Privacy Built In", "Your Data Stays Yours"],
    selfHosted: ["Host It Yourself"],
    support: ["Help When You Need It"],
    freeShipping: ["Free Shipping on Orders"],
    moneyBack: ["Money-Back Guarantee"],
    noCreditCard: ["No Credit Card Required"],
    download: ["Download {brand}", "Download {brand} Free"],
  },
  callouts: ["Made for {a}", "Official {brand} Site", "{cta}"],
  factCallouts: {
    free: "Free to Use",
    freeTrial: "Free Trial",
    openSource: "Open Source",
    crossPlatform: "Cross-Platform",
    privacy: "Privacy-Friendly",
    selfHosted: "Self-Hosted Option",
    support: "Helpful Support",
    freeShipping: "Free Shipping",
    moneyBack: "Money-Back Guarantee",
    noCreditCard: "No Credit Card Needed",
    download: "Instant Download",
  },
  factProof: {
    free: "Free to use.",
    freeTrial: "Try it free.",
    openSource: "Free and open source.",
    crossPlatform: "Works on every platform.",
    privacy: "Your data stays yours.",
    selfHosted: "Host it yourself.",
    freeShipping: "Free shipping.",
    moneyBack: "Money-back guarantee.",
    noCreditCard: "No credit card required.",
  },
  descriptions: [
    "{brand} brings you {k} with {f}.",
    "{k} from {brand}, made for {a}.",
    "Discover {product} from {brand}.",
    "Everything you need for {k}, in one place.",
    "Discover what {brand} can do for you.",
    "Get to know {brand} and see how it works.",
    "{brand} is ready when you are.",
  ],
  joinList: (items) => (items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`),
  longHeadlines: ["{brand}: {benefit}", "{benefit}", "{product} from {brand}", "{k} for {a}, from {brand}", "{brand}: {k} with {f}"],
  sitelinks: {
    pricing: { label: "Pricing", descriptions: ["Compare plans and prices", "Find the plan that fits"] },
    features: { label: "Features", descriptions: ["See everything it can do", "Explore the full feature list"] },
    about: { label: "About Us", descriptions: ["Meet the team behind it", "Our story and mission"] },
    contact: { label: "Contact Us", descriptions: ["Questions? Get in touch", "We're happy to help"] },
    download: { label: "Download", descriptions: ["Get the latest version", "Install it in minutes"] },
    docs: { label: "Documentation", descriptions: ["Guides and reference", "Learn every feature"] },
    blog: { label: "Blog", descriptions: ["News, tips and updates", "Read the latest posts"] },
    support: { label: "Support", descriptions: ["Answers when you need them", "Get help from our team"] },
    faq: { label: "FAQ", descriptions: ["Answers to common questions", "Find out how it works"] },
    demo: { label: "See a Demo", descriptions: ["Watch it in action", "See how it works"] },
    signup: { label: "Sign Up", descriptions: ["Create your account", "Get started in minutes"] },
    shop: { label: "Shop", descriptions: ["Browse the full range", "Find what you need"] },
  },
  genericSitelink: ["Learn more about {text}", "See how it works", "Read the details", "Discover {brand}"],
  // The registry's own labels are English already.
  callToActions: {},
};

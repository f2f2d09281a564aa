import { describe, expect, it } from "vitest";
import { extractContent } from "./extract-content.ts";

const url = new URL("https://shop.example/landing?ref=ad");

function extract(body: string, head = "", htmlAttributes = 'lang="en"', contentLanguage = "") {
  return extractContent({ html: `<!doctype html><html ${htmlAttributes}><head>${head}</head><body>${body}</body></html>`, url, contentLanguage });
}

/** A text of exactly `length` characters, words separated so keyword and sentence rules behave. */
function textOf(length: number, word = "lorem"): string {
  let text = "";
  while (text.length < length) text += (text ? " " : "") + word;
  return text.slice(0, length).replace(/ $/, "x");
}

describe("title and description", () => {
  it("reads the title and the meta description, white space collapsed", () => {
    const { content } = extract("", `<title> Acme   Bakery </title><meta name="Description" content="Fresh bread,\n   every morning.">`);
    expect(content.title).toBe("Acme Bakery");
    expect(content.metaDescription).toBe("Fresh bread, every morning.");
  });

  it("falls back to Open Graph", () => {
    const { content } = extract("", `<meta property="og:title" content="Acme"><meta property="og:description" content="Bread daily">`);
    expect(content).toMatchObject({ title: "Acme", metaDescription: "Bread daily" });
  });
});

describe("headings: 4-199 characters, at most 10, navigation skipped", () => {
  it("keeps 4 and 199 characters, drops 3 and 200", () => {
    const h4 = textOf(4, "abcd");
    const h199 = textOf(199);
    const { content } = extract(`<h2>abc</h2><h2>${h4}</h2><h2>${h199}</h2><h2>${textOf(200, "ipsum")}</h2>`);
    expect(content.headings).toEqual([h4, h199]);
  });

  it("keeps the first 10, each once", () => {
    const headings = Array.from({ length: 14 }, (_, i) => `<h3>Heading number ${i + 1}</h3>`).join("");
    const { content } = extract(`<h2>Heading number 1</h2>${headings}`);
    expect(content.headings).toHaveLength(10);
    expect(content.headings[0]).toBe("Heading number 1");
    expect(content.headings[9]).toBe("Heading number 10");
  });

  it("skips navigation, footers, menus by class, and navigation labels", () => {
    const { content } = extract(`
      <nav><h2>Our products</h2></nav>
      <div class="main-menu"><h2>Menu heading</h2></div>
      <footer><h2>Contact us today</h2></footer>
      <h2>Home</h2><h2>Sign in</h2>
      <h2>Real heading</h2>`);
    expect(content.headings).toEqual(["Real heading"]);
  });

  it("drops bullets and permalink signs around headings", () => {
    expect(extract(`<h2><a href="#x">§</a> Installation</h2><h2>Pricing ¶</h2>`).content.headings).toEqual(["Installation", "Pricing"]);
  });
});

describe("key content: paragraphs of 21-499 characters, at most 8", () => {
  it("keeps 21 and 499 characters, drops 20 and 500", () => {
    const p21 = textOf(21);
    const p499 = textOf(499);
    const { content } = extract(`<p>${textOf(20)}</p><p>${p21}</p><p>${p499}</p><p>${textOf(500, "ipsum")}</p>`);
    expect(content.keyContent).toEqual([p21, p499]);
  });

  it("reads a paragraph past 499 characters as passages of whole sentences within it, not as nothing", () => {
    const sentence = (n: number) => `Sentence ${n} tells the reader about the practice and its way of coaching people back to health.`;
    const long = Array.from({ length: 8 }, (_, i) => sentence(i + 1)).join(" ");
    expect(long.length).toBeGreaterThan(499);
    const { content } = extract(`<table><tr><td><p>${long}</p></td></tr></table>`);
    expect(content.keyContent.join(" ")).toBe(long);
    expect(content.keyContent.length).toBeGreaterThan(1);
    for (const passage of content.keyContent) expect(passage.length).toBeLessThanOrEqual(499);
    expect(content.keyContent[0]).toMatch(/^Sentence 1 .*\.$/);
  });

  it("reads a line break before a capital as the end of a sentence, not where the next line continues it", () => {
    const { content } = extract(
      `<p>Cabinet d'ostéopathie à Paris 6ème<br>Approche thérapeutique manuelle et globale</p>
      <p>Nous livrons le pain chaque matin dans<br>Paris et sa banlieue proche</p>`,
      "",
      'lang="fr"',
    );
    expect(content.keyContent).toEqual([
      "Cabinet d'ostéopathie à Paris 6ème. Approche thérapeutique manuelle et globale",
      "Nous livrons le pain chaque matin dans Paris et sa banlieue proche",
    ]);
    const english = extract(`<p>Our bakery delivers fresh bread across<br>London every single morning</p><p>Fresh sourdough baked every morning<br>Order online before nine</p>`);
    expect(english.content.keyContent).toEqual(["Our bakery delivers fresh bread across London every single morning", "Fresh sourdough baked every morning. Order online before nine"]);
    // The page's own line breaks in its source are spacing, not lines.
    const source = extract(`<p>Fresh sourdough baked every morning\n   Order online before nine</p>`);
    expect(source.content.keyContent).toEqual(["Fresh sourdough baked every morning Order online before nine"]);
    const german = extract(`<p>Wir reparieren Fahrräder aller<br>Marken und Modelle in Köln</p>`, "", 'lang="de"');
    expect(german.content.keyContent).toEqual(["Wir reparieren Fahrräder aller Marken und Modelle in Köln"]);
  });

  it("keeps the first 8, reads text blocks that are not <p>, skips link rows and cookie banners", () => {
    const paragraphs = Array.from({ length: 10 }, (_, i) => `<p>Paragraph number ${i + 1} of the page.</p>`).join("");
    const { content } = extract(`
      <div class="cookie-banner"><p>We use cookies to improve your experience.</p></div>
      <div class="hero-text">Bread baked every morning in our own oven.</div>
      <p><a href="/a">A link that fills the paragraph</a></p>
      ${paragraphs}`);
    expect(content.keyContent).toHaveLength(8);
    expect(content.keyContent[0]).toBe("Bread baked every morning in our own oven.");
    expect(content.keyContent[1]).toBe("Paragraph number 1 of the page.");
  });

  it("reads text as a reader sees it: no scripts, styles, icons or hidden parts", () => {
    const { content } = extract(`<p>Visible <script>var x = 1;</script><style>p{}</style><span class="material-icons">check</span><span aria-hidden="true">★</span><span class="et-pb-icon">&#xe0f1;</span> text of the page.</p>`);
    expect(content.keyContent).toEqual(["Visible text of the page."]);
  });

  it("leaves out text only a screen reader speaks and a product card's one-word badge, and keeps a badge that makes a claim", () => {
    const { content } = extract(`
      <ul class="product-grid">
        <li><div class="card__badge"><span class="badge badge--bottom-left">Sale</span></div>
          <h3>Salt and Stone</h3><span class="visually-hidden">Sale price</span><span>£14.00</span></li>
        <li><span class="product-badge">Sold out</span><h3>The Owl Who Couldn't Sleep</h3><span class="sr-only">Regular price</span><span>£12.99</span></li>
      </ul>
      <div class="trust-badges"><p>Gas Safe registered engineers in every van.</p></div>`);
    expect(content.productFeatures).toContain("Salt and Stone £14.00");
    expect(content.productFeatures.join(" | ")).not.toMatch(/Sale|Sold out|Regular price/);
    expect(content.keyContent).toContain("Gas Safe registered engineers in every van.");
  });
});

describe("product features: list items and cards of 6-149 characters, at most 12", () => {
  it("keeps 6 and 149 characters, drops 5 and 150, and link-only or navigation items", () => {
    const f149 = textOf(149);
    const { content } = extract(`
      <nav><ul><li>Navigation item</li></ul></nav>
      <ul><li>abcde</li><li>abcdef</li><li>${f149}</li><li>${textOf(150, "ipsum")}</li><li><a href="/x">Only a link here</a></li></ul>`);
    expect(content.productFeatures).toEqual(["abcdef", f149]);
  });

  it("keeps the first 12", () => {
    const items = Array.from({ length: 15 }, (_, i) => `<li>Feature number ${i + 1}</li>`).join("");
    const { content } = extract(`<ul>${items}</ul>`);
    expect(content.productFeatures).toHaveLength(12);
    expect(content.productFeatures[11]).toBe("Feature number 12");
  });

  it("reads heading-and-text cards as features, the page's feature section first", () => {
    const card = (title: string, text: string) => `<div class="card"><span class="icon">x</span><h3>${title}</h3><p>${text}</p></div>`;
    const { content } = extract(`
      <ul><li>Delivery across the whole city</li></ul>
      <section id="features"><div class="grid">
        ${card("Fast sync", "Notes reach every device in a second. Even on slow networks.")}
        ${card("Encrypted", "Only you hold the keys.")}
      </div></section>
      ${card("A lone card", "Cards count only in rows of two or more.")}`);
    expect(content.productFeatures).toEqual([
      "Fast sync: Notes reach every device in a second.",
      "Encrypted: Only you hold the keys.",
      "Delivery across the whole city",
    ]);
  });

  it("reads cards without wrappers (heading, text, heading, text) and shortens long sentences at a clause break", () => {
    const long = `Lists show the stages of your work, such as to do, doing and done, and you can add as many of them as you like to any of the boards that you have made.`;
    const { content } = extract(`<div><h2>Boards</h2><p>Make a board per project.</p><h2>Lists</h2><p>${long}</p></div>`);
    expect(content.productFeatures).toEqual([
      "Boards: Make a board per project.",
      "Lists: Lists show the stages of your work, such as to do, doing and done",
    ]);
  });

  it("leaves testimonials out", () => {
    expect(extract(`<ul><li>“I love it, it saved my mornings.” Jane</li><li>Bread delivered by seven</li></ul>`).content.productFeatures).toEqual([
      "Bread delivered by seven",
    ]);
  });

  it("drops bullets in front of items", () => {
    expect(extract(`<ul><li>• Small batches, roasted weekly</li><li>✓ Pickup only</li></ul>`).content.productFeatures).toEqual([
      "Small batches, roasted weekly",
      "Pickup only",
    ]);
  });
});

describe("brand message: 11-199 characters", () => {
  it("is the main heading when it says enough", () => {
    expect(extract(`<h1>Bread that rises to the occasion</h1>`).content.brandMessaging).toBe("Bread that rises to the occasion");
  });

  it("is the tagline under a short main heading", () => {
    expect(extract(`<h1>Acme</h1><div class="tagline">No clever tagline needed.</div>`).content.brandMessaging).toBe("No clever tagline needed.");
  });

  it("falls back to the description, and stays empty when nothing fits", () => {
    expect(extract("", `<meta name="description" content="Handmade sourdough in Leeds">`).content.brandMessaging).toBe("Handmade sourdough in Leeds");
    expect(extract(`<h1>Short</h1>`).content.brandMessaging).toBe("");
  });
});

describe("what the ads need beyond the spec", () => {
  it("names the language: the page's, then the server's", () => {
    expect(extract("", "", 'lang="de-DE"').content.page.language).toBe("de");
    expect(extract("", "", "", "fr-CA, en").content.page.language).toBe("fr");
    expect(extract("", "", "").content.page.language).toBe("");
  });

  it("names the brand: og:site_name, else the part of the title that is the brand", () => {
    expect(extract("", `<meta property="og:site_name" content="Acme®"><title>Bread - Acme</title>`).content.page.siteName).toBe("Acme");
    expect(extract("", `<title>Fresh bread every morning | Shop</title>`).content.page.siteName).toBe("Shop");
    expect(extract("", `<title>Kanban Project Management Software - Kanboard</title>`).content.page.siteName).toBe("Kanboard");
    // The place a title ends with is not the name (issue 19).
    expect(extract("", `<title>Sisters Cafe - Homemade Food & Family Atmosphere | Geneva, NE</title>`).content.page.siteName).toBe("Sisters Cafe");
  });

  it("names the brand the page's JSON-LD declares: the business before the website, after og:site_name (issue 19)", () => {
    const jsonLd = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
    const dentist = { "@context": "https://schema.org", "@graph": [{ "@type": "WebSite", name: "Startseite" }, { "@type": ["Dentist", "LocalBusiness"], name: "Zahnarztpraxis Dr. Vogel" }] };
    expect(extract("", `${jsonLd(dentist)}<title>Startseite - Zahnarzt in Lübben</title>`).content.page.siteName).toBe("Zahnarztpraxis Dr. Vogel");
    expect(extract("", `${jsonLd({ "@type": "WebSite", name: "Harbour Physio" })}<title>Home | Physiotherapy</title>`).content.page.siteName).toBe("Harbour Physio");
    expect(extract("", `<meta property="og:site_name" content="Acme">${jsonLd(dentist)}`).content.page.siteName).toBe("Acme");
    expect(extract("", `<script type="application/ld+json">{not json</script><title>Bread - Acme</title>`).content.page.siteName).toBe("Acme");
  });

  it("gives the canonical address, resolved, http(s) only", () => {
    expect(extract("", `<link rel="canonical" href="/landing">`).content.page.canonicalUrl).toBe("https://shop.example/landing");
    expect(extract("", `<link rel="canonical" href="javascript:void(0)">`).content.page.canonicalUrl).toBe(url.href);
  });

  it("lists internal links with their text, sitelink candidates first", () => {
    const { content } = extract(`
      <nav><a href="/blog">Blog</a><a href="/pricing">Pricing</a><a href="#top">Top of page</a><a href="mailto:hi@shop.example">Mail us</a></nav>
      <a href="https://www.shop.example/about">About us</a><a href="https://elsewhere.example/">Partner</a>
      <a href="/blog#latest">Blog again</a><a href="/landing?ref=ad">This page</a><a href="/x"> </a>`);
    expect(content.page.links).toEqual([
      { url: "https://shop.example/blog", text: "Blog" },
      { url: "https://shop.example/pricing", text: "Pricing" },
      { url: "https://www.shop.example/about", text: "About us" },
    ]);
  });

  it("reads prices marked up with schema.org, in JSON-LD and microdata", () => {
    const jsonLd = {
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "Product", name: "Sourdough class", offers: { "@type": "Offer", price: 49, priceCurrency: "GBP" } },
        { "@type": "Product", name: "Bread box", offers: { "@type": "AggregateOffer", lowPrice: "12.50", priceCurrency: "GBP" } },
      ],
    };
    const { content } = extract(
      `<div itemscope itemtype="https://schema.org/Offer"><span itemprop="price" content="3.20">£3.20</span><meta itemprop="priceCurrency" content="GBP"></div>
       <script type="application/ld+json">not json</script>`,
      `<title>Acme Bakery</title><script type="application/ld+json">${JSON.stringify(jsonLd)}</script>`,
    );
    expect(content.page.offers).toEqual([
      { name: "Sourdough class", price: "49", currency: "GBP" },
      { name: "Bread box", price: "12.50", currency: "GBP" },
      { name: "Acme Bakery", price: "3.20", currency: "GBP" },
    ]);
  });

  it("finds phone numbers so that ads can leave them out, and not dates or versions", () => {
    const { content } = extract(
      `<a href="tel:+44%2020%207946%200958">Call</a>
       <p>Call us on +49 30 1234567 or (030) 555 0199 any day.</p>
       <p>Version 2.10.3, released 2024-05-01, build 20240501.</p>`,
      `<script type="application/ld+json">{"@type":"Bakery","telephone":"+1 555 010 0199"}</script>`,
    );
    expect(content.page.phoneNumbers).toEqual(["+44 20 7946 0958", "+1 555 010 0199", "+49 30 1234567", "(030) 555 0199"]);
  });
});

describe("pages that need a browser", () => {
  it("spots an empty mount point with scripts and little text", () => {
    const shell = extract(`<div id="root"></div><noscript>You need to enable JavaScript to run this app.</noscript><script src="/app.js"></script>`);
    expect(shell.needsBrowser).toBe(true);
    expect(extract(`<div id="app"> </div><script type="module" src="/main.js"></script>`).needsBrowser).toBe(true);
  });

  it("leaves static pages alone, and pages without scripts however empty", () => {
    expect(extract(`<div id="root"><h1>Server-rendered heading</h1><p>${textOf(300)}</p></div><script src="/app.js"></script>`).needsBrowser).toBe(false);
    expect(extract(`<div id="root"></div>`).needsBrowser).toBe(false);
  });
});

describe("page furniture is found by structure, never by a class on <html> or <body> (issue 19)", () => {
  const page = (htmlClass: string, bodyClass: string, body: string) =>
    extractContent({ html: `<!doctype html><html lang="en" class="${htmlClass}"><head><title>Harbour Physio</title></head><body class="${bodyClass}">${body}</body></html>`, url, contentLanguage: "" });
  const article = `<h1>Physiotherapy for runners in Bristol</h1>
    <p>We treat running injuries with hands-on therapy and a plan you can follow at home.</p>
    <ul><li>Same-week appointments</li><li>Gait analysis on a treadmill</li></ul>`;
  const menu = `<nav><ul><li><a href="/about">About us</a></li><li><a href="/prices">Our prices</a></li></ul></nav>`;

  it.each([
    ["a Divi theme", "et_fullwidth_nav", "et_pb_button_helper_class et_fullwidth_nav et_fixed_nav et_show_nav et_primary_nav_dropdown_animation_fade"],
    ["an Astra theme", "", "home page-template-default ast-right-sidebar ast-separate-container"],
    ["an Enfold theme", "html_main_nav_header html_menu_right", "home sidebar-none"],
  ])("keeps the main content of %s", (_theme, htmlClass, bodyClass) => {
    const { content } = page(htmlClass, bodyClass, `<header id="main-header">${menu}</header><div id="main-content"><article>${article}</article></div>`);
    expect(content.headings).toEqual(["Physiotherapy for runners in Bristol"]);
    expect(content.keyContent).toEqual(["We treat running injuries with hands-on therapy and a plan you can follow at home."]);
    expect(content.productFeatures).toEqual(expect.arrayContaining(["Same-week appointments", "Gait analysis on a treadmill"]));
  });

  it("keeps a Weebly page's content, wrapped in 'wsite-not-footer', and still skips its footer", () => {
    const section = article.replace(/h1>/gu, "h2>");
    const { content } = page("", "header-page wsite-theme-light", `${menu}<div id="wsite-content" class="wsite-elements wsite-not-footer">${section}</div><div class="wsite-footer"><h2>Síguenos en Instagram</h2></div>`);
    expect(content.headings).toEqual(["Physiotherapy for runners in Bristol"]);
    expect(content.keyContent).toEqual(["We treat running injuries with hands-on therapy and a plan you can follow at home."]);
  });

  it("keeps a wrapper named for the sidebar beside it, and still skips the menu and the sidebar itself", () => {
    const { content } = page("", "", `<div class="page-wrapper has-sidebar menu-open">${menu}<main>${article}</main><div class="sidebar"><h2>Latest news from the clinic</h2></div></div>`);
    expect(content.headings).toEqual(["Physiotherapy for runners in Bristol"]);
    expect(content.productFeatures).not.toContain("About us");
  });
});

describe("news, reviews and social sections are not the offer (issue 19)", () => {
  const body = `
    <h1>Restaurant Chinois Le Jardin</h1>
    <p>Ouvert depuis 1975, nous sommes un des plus vieux restaurants chinois de Paris.</p>
    <h2>NEWS &amp; OFFRES</h2>
    <h3>Nouveau dessert !</h3>
    <p>Découvrez nos toutes nouvelles profiteroles gourmandes revisitées pour 8€ !</p>
    <h2>Ce que disent nos clients</h2>
    <p>Très bon resto chinois, proposant une carte variée et bien fournie en plats classiques.</p>
    <h2>Notre cuisine</h2>
    <p>Des spécialités cantonaises préparées chaque jour dans notre cuisine, sans additifs.</p>`;
  const { content } = extractContent({ html: `<!doctype html><html lang="fr"><body>${body}</body></html>`, url, contentLanguage: "" });

  it("leaves out a news section and a section of customers' words, headings and all", () => {
    expect(content.keyContent.join(" ")).not.toMatch(/profiteroles|Très bon resto/);
    expect(content.headings).not.toContain("Nouveau dessert !");
  });

  it("keeps the offer's own sections before and after them", () => {
    expect(content.keyContent).toEqual([
      "Ouvert depuis 1975, nous sommes un des plus vieux restaurants chinois de Paris.",
      "Des spécialités cantonaises préparées chaque jour dans notre cuisine, sans additifs.",
    ]);
    expect(content.headings).toContain("Notre cuisine");
  });
});

describe("sponsors, partners and clients are other businesses, not the offer (issue 19)", () => {
  it("leaves out an 'Our Sponsors' section and a 'Trusted by' row, and keeps the club's own sections", () => {
    const { content } = extract(`
      <h1>Arches Cricket Club</h1>
      <p>Playing in the Northern Ireland Cricket League since 1987, with two senior teams.</p>
      <section><h2>Our Sponsors</h2><p>Proud partners powering Belfast cricket</p><a href="/sponsors">Become a Sponsor</a></section>
      <section><h2>Trusted by 40 local businesses</h2><p>Banjo Tech, Andhra Paradise and the Lagan Bakery back our junior teams.</p></section>
      <section><h2>Junior Training</h2><p>Training every Saturday morning for juniors from eight to sixteen.</p></section>`);
    expect(content.headings).toEqual(["Arches Cricket Club", "Junior Training"]);
    expect(content.keyContent.join(" ")).not.toMatch(/Proud partners|Banjo Tech/);
  });

  it("keeps a heading that only starts with the word ('Partner für Ihre Gesundheit')", () => {
    const { content } = extractContent({
      html: `<!doctype html><html lang="de"><body><h1>Praxis Lind</h1><h2>Partner für Ihre Gesundheit</h2><p>Wir behandeln Rückenschmerzen mit Physiotherapie und Training.</p></body></html>`,
      url,
      contentLanguage: "",
    });
    expect(content.headings).toContain("Partner für Ihre Gesundheit");
    expect(content.keyContent).toEqual(["Wir behandeln Rückenschmerzen mit Physiotherapie und Training."]);
  });
});

describe("news cards and testimonials marked by their classes are not the offer (issue 19)", () => {
  it("leaves out a news grid and a testimonials slider, and keeps the club's own text", () => {
    const { content } = extract(`
      <h1>Arches Cricket Club</h1>
      <p>Playing in the Northern Ireland Cricket League since 1987, with two senior teams.</p>
      <div class="news-grid"><div class="news-card"><h3 class="news-title">Dominant Season Finale — Arches Finish Strong</h3>
        <p class="news-excerpt">Arches CC wrapped up an incredible 2025 season with commanding performances.</p></div></div>
      <div class="testimonials"><p>Best club in Belfast, my kids love the Saturday training sessions.</p></div>`);
    expect(content.headings).toEqual(["Arches Cricket Club"]);
    expect(content.keyContent).toEqual(["Playing in the Northern Ireland Cricket League since 1987, with two senior teams."]);
  });

  it("still reads a newsletter sign-up's neighbour: 'newsletter' is not 'news'", () => {
    const { content } = extract(`<h1>Arches Cricket Club</h1><div class="newsletter-teaser"><p>Training every Saturday morning for juniors and seniors alike.</p></div>`);
    expect(content.keyContent).toEqual(["Training every Saturday morning for juniors and seniors alike."]);
  });
});

describe("a feature card's text is never a condition left hanging (issue 19)", () => {
  it("takes a sentence that opens with 'Si…' whole or not at all", () => {
    const long = "Si tienes un inmueble para vender, arrendar o rentar por días, Altorra te ayuda a promocionarlo de forma rápida y segura en toda Cartagena.";
    const { content } = extractContent({
      html: `<!doctype html><html lang="es"><body><h1>Altorra</h1><div><div><h2>¿Quieres publicar tu propiedad?</h2><p>${long}</p></div><div><h2>Servicios jurídicos</h2><p>Asesoría legal para compraventa y arriendo de inmuebles.</p></div></div></body></html>`,
      url,
      contentLanguage: "",
    });
    expect(content.productFeatures.join(" | ")).not.toMatch(/por días(?!,)/);
    expect(content.productFeatures).toContain("Servicios jurídicos: Asesoría legal para compraventa y arriendo de inmuebles.");
  });
});

import { describe, expect, it } from "vitest";
import { extractContent } from "./extract-content.ts";

const url = new URL("https://praxis.example/");
const extract = (body: string, language = "de") => extractContent({ html: `<!doctype html><html lang="${language}"><body>${body}</body></html>`, url, contentLanguage: "" }).content;

describe("a post's dated teaser is news, not the offer, whatever the heading above the list (issue 19)", () => {
  it("leaves out WordPress's dated post cards, titled at the rank of their section's heading, and keeps the practice's services", () => {
    const content = extract(`
      <h1>Zahnarztpraxis Dr. Albers</h1>
      <h2>Implantologie</h2><p>Feste Zähne mit Implantaten, geplant mit 3D-Röntgen in unserer Praxis.</p>
      <h2>Aktuelles aus der Praxis</h2>
      <article class="et_pb_post post type-post"><h2 class="entry-title"><a href="/2024/06/wir-suchen-zfa/">Wir suchen Verstärkung: ZFA (m/w/d)</a></h2>
        <p class="post-meta">von <span class="author">Dr. Katrin Albers</span> | <span class="published">Sep. 12, 2024</span></p><p>Wir freuen uns auf Ihre Bewerbung für unser Team in Eppendorf.</p></article>
      <h2>Angstpatienten</h2><p>Wir nehmen uns Zeit und erklären jeden Schritt der Behandlung in Ruhe.</p>`);
    expect(content.headings).toEqual(["Zahnarztpraxis Dr. Albers", "Implantologie", "Angstpatienten"]);
    expect(content.keyContent.join(" ")).not.toMatch(/Bewerbung/u);
  });

  it("leaves out a blog called by the shop's name ('Radwerk Journal') and its contacts ('Ihre Ansprechpartner')", () => {
    const content = extract(`<h1>Radwerk Freiburg</h1><p>E-Bikes, Trekkingräder und Lastenräder mit Fachberatung seit 1987.</p>
      <h2>Ihre Ansprechpartner</h2><div><h3>Thomas Baumann</h3><p>Geschäftsführer, Zweiradmechanikermeister</p></div>
      <h2>Radwerk Journal</h2><div><h3>E-Bike-Akku richtig überwintern</h3><p>So hält der Akku länger durch den Winter.</p></div>
      <h2>Inspektion ab 79 €</h2><p>Wir prüfen Bremsen, Schaltung und Licht in unserer Werkstatt.</p>`);
    expect(content.headings).toEqual(["Radwerk Freiburg", "Inspektion ab 79 €"]);
    expect(content.extractedKeywords).not.toContain("seit");
  });

  it("leaves out Squarespace's summary items dated by a <time>, and a 'Journal' heading over them", () => {
    const content = extract(
      `<h1>Maison Lacoste</h1><p>Du vrai pain au levain, cuit chaque matin aux Chartrons par notre équipe.</p>
      <h2>Le Journal du fournil</h2>
      <div class="summary-item"><time datetime="2024-06-02">2 juin 2024</time><div class="summary-title"><a href="/le-journal/gaston">Gaston a 12 ans !</a></div>
        <div class="summary-excerpt"><p>Notre levain fête son anniversaire avec toute l'équipe du fournil.</p></div></div>`,
      "fr",
    );
    expect(content.headings).toEqual(["Maison Lacoste"]);
    expect(content.keyContent.join(" ")).not.toMatch(/anniversaire/u);
  });

  it("leaves out Jimdo's blog selection, dated by a class of its own ('j-blog-post--date')", () => {
    const content = extract(`<h1>Fahrschule Kurvenreich</h1><p>Bei uns lernst du in deinem Tempo, mit Fahrlehrern, die Geduld haben.</p>
      <h2>News aus der Fahrschule</h2>
      <div class="n j-blog-meta j-blog-post--header"><a href="/2024/10/21/pruefungsfragen/"><h2 class="j-blog-headline">Neue Prüfungsfragen ab April 2025</h2></a><span class="j-blog-post--date">Mo, 21. Okt. 2024</span></div>
      <div class="post j-blog-content"><p>Ab dem 1. April 2025 kommen wieder neue Fragen in den Fragenkatalog.</p></div>`);
    expect(content.headings).toEqual(["Fahrschule Kurvenreich"]);
  });

  it("reads a page whose whole content is one dated post as a page", () => {
    const content = extract(`<article class="post"><h1>Wurzelbehandlung unter dem Mikroskop</h1><p class="entry-meta"><time>12.09.2024</time></p>
      <p>Mit dem Dentalmikroskop behandeln wir auch feinste Wurzelkanäle schonend und genau.</p></article>`);
    expect(content.headings).toEqual(["Wurzelbehandlung unter dem Mikroskop"]);
    expect(content.keyContent).toContain("Mit dem Dentalmikroskop behandeln wir auch feinste Wurzelkanäle schonend und genau.");
  });
});

describe("the team and the steps of 'how it works' are not the offer (issue 19)", () => {
  it("leaves out the people's names and roles, and the steps' imperatives, and keeps the features", () => {
    const content = extract(
      `<h1>Keyhive</h1><p>An open-source password manager with end-to-end encryption for teams.</p>
      <section><h2>Up and running in three steps</h2><h3>Deploy the server</h3><p>One Docker command on any Linux box.</p><h3>Invite your people</h3><p>Send invites by e-mail.</p></section>
      <section><h2>Unlimited users &amp; vaults</h2><p>No per-seat pricing on the self-hosted edition, ever.</p></section>
      <section><h2>Meet the Sparkies</h2><p>Founder &amp; Master Electrician. 30+ years on the tools.</p></section>
      <section><h2>The people behind Keyhive</h2><ul><li><img src="/team/aino.jpg" alt=""><h3>Aino Virtanen</h3><p>Co-founder &amp; CEO</p></li></ul></section>`,
      "en",
    );
    expect(content.headings).toEqual(["Keyhive", "Unlimited users & vaults"]);
    expect([...content.keyContent, ...content.productFeatures].join(" ")).not.toMatch(/Aino|Docker command|Master Electrician/u);
    expect(content.extractedKeywords).not.toContain("aino virtanen");
  });
});

describe("a price plan's bullets describe the plan, not the offer (issue 19)", () => {
  it("leaves out the bullets of Divi's and Webflow's pricing cards, and keeps the plan's name and the page's own features", () => {
    const content = extract(
      `<h1>Billsmith</h1><ul class="feature-list"><li>Syncs with QuickBooks and Xero</li><li>Reminders in your own tone</li></ul>
      <div class="pricing-card"><h3>Studio</h3><ul><li>Up to 3 active clients</li><li>Unlimited invoices</li></ul></div>
      <div class="et_pb_pricing_table"><h3 class="et_pb_pricing_title">Avaliação + 1.ª sessão</h3><ul class="et_pb_pricing"><li>60 minutos</li><li>Relatório de avaliação</li></ul></div>`,
      "en",
    );
    expect(content.productFeatures).toEqual(expect.arrayContaining(["Syncs with QuickBooks and Xero", "Reminders in your own tone"]));
    expect(content.productFeatures.join(" | ")).not.toMatch(/active clients|60 minutos|Relatório/u);
    expect(content.headings).toContain("Studio");
  });
});

describe("a club's calendar, leadership and pictures are not the offer (issue 19)", () => {
  it("leaves out 'Next On The Pitch', 'Club Leadership' and 'Match Moments' with what they hold, and keeps the club's training", () => {
    const content = extract(
      `<h1>Arches Cricket Club</h1>
      <section><h2>Next On The Pitch</h2><p>Arches 1st XI v Lisburn, Saturday at Victoria Park.</p></section>
      <section><h2>Club Leadership</h2><div class="player-card"><div class="player-name">Tulasi G. Thatavarthi</div><div>Captain and opening batter</div></div></section>
      <section><h2>Match Moments</h2><figure><figcaption>Arches 1st XI Match Day at Victoria Park</figcaption></figure></section>
      <section><h2>Junior Training</h2><p>Weekly training sessions at Victoria Park with experienced coaches.</p></section>`,
      "en",
    );
    expect(content.headings).toEqual(["Arches Cricket Club", "Junior Training"]);
    expect(content.keyContent).toEqual(["Weekly training sessions at Victoria Park with experienced coaches."]);
  });
});

describe("the page's own title is never a side section (issue 19)", () => {
  it("keeps a practice's page whose h1 says 'Meet Our Excellent Shawnee, KS Dentist' or 'Meet the Vets'", () => {
    const content = extract(`<h1>Meet Our Excellent Shawnee, KS Dentist</h1><h2>Cosmetic Dentistry</h2><p>Veneers, whitening and bonding for a natural smile.</p>`, "en");
    expect(content.headings).toEqual(["Meet Our Excellent Shawnee, KS Dentist", "Cosmetic Dentistry"]);
    const vets = extract(`<h1>Meet the Vets</h1><h2>Dental Care for Pets</h2><p>Cleaning and extractions under anaesthesia, with a check-up after.</p>`, "en");
    expect(vets.headings).toEqual(["Meet the Vets", "Dental Care for Pets"]);
  });
});

describe("the team and the reviews are side sections in languages the writer has no phrasebook for (issue 19)", () => {
  it("leaves out a Swedish salon's 'Möt teamet' and 'Vad våra kunder säger', and keeps its services", () => {
    const content = extract(
      `<h1>Hårstudio Nytorget</h1><h2>Färg &amp; balayage</h2><p>Handmålad balayage, slingor och glossing med ammoniakfria färger.</p>
      <h2>Möt teamet</h2><h5>Mira Lindqvist</h5><p>Ägare och frisörmästare sedan 2009.</p>
      <h2>Vad våra kunder säger</h2><p>Bästa balayagen jag haft, och kaffet är fantastiskt gott.</p>`,
      "sv",
    );
    expect(content.headings).toEqual(["Hårstudio Nytorget", "Färg & balayage"]);
    expect(content.keyContent.join(" ")).not.toMatch(/Ägare|kaffet/u);
  });
});

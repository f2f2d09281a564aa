import { describe, expect, it } from "vitest";
import { extractContent } from "./extract-content.ts";

const url = new URL("https://plumbing.example/");

function buttons(body: string): string[] {
  return extractContent({ html: `<!doctype html><html lang="en"><body>${body}</body></html>`, url, contentLanguage: "" }).content.page?.callsToAction ?? [];
}

describe("the page's buttons are what it asks its reader to do (issue 19)", () => {
  it("keeps a hero's button to a page the menu also links ('Get a Free Quote' beside 'Contact'), in order", () => {
    const found = buttons(
      `<header><nav><a href="/contact/">Contact</a><a class="btn" href="/call/">Call now</a></nav></header>` +
        `<main><h1>Plumbers in Leeds</h1><a class="btn btn-primary" href="/contact/">Get a Free Quote</a><a role="button" href="#book">Book Online</a>` +
        `<p>We fix leaks across Leeds. Read <a href="/about/">about us</a>.</p><a class="elementor-button" href="/contact/">Get a free quote</a></main>`,
    );
    expect(found).toEqual(["Get a Free Quote", "Book Online"]);
  });

  it("takes no link in a sentence, no menu button and no mail or phone link", () => {
    expect(buttons(`<main><p>Read our <a href="/faq/">FAQ</a>.</p><a class="button" href="tel:+441130000000">Call us</a></main>`)).toEqual([]);
  });

  it("takes no button to a document: it hands over a file ('Downloaden' a tariff list's PDF)", () => {
    const found = buttons(`<main><a class="wp-block-button__link" href="/inschrijven/">Inschrijven als nieuwe patiënt</a><a class="wp-block-file__button" href="/uploads/NZa-tarieven-2024.pdf">Downloaden</a></main>`);
    expect(found).toEqual(["Inschrijven als nieuwe patiënt"]);
  });
});

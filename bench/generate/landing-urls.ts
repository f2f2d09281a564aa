/**
 * Where each fixture page lives (its product's site, from SOURCES.md), so that a marketer's landing page
 * URL and the page's links to its own site line up as they would on the live page.
 */
export const fixtureLandingUrls: Readonly<Record<string, string>> = {
  brackets: "https://brackets.io/",
  "coteditor-ja": "https://coteditor.com/ja/",
  "counter-dev": "https://counter.dev/",
  "dokume-handwerker-de": "https://dokume.net/handwerker/",
  "elevate-roasting": "https://elevateroasting.com/",
  etherpad: "https://etherpad.org/",
  ferdi: "https://getferdi.com/",
  joplin: "https://joplinapp.org/",
  kanboard: "https://kanboard.org/",
  lawnchair: "https://lawnchair.app/",
  "simple-mobile-tools": "https://simplemobiletools.com/",
  "spa-cinny": "https://cinny.in/",
  "spa-etherpad-org": "https://etherpad.org/",
  "tldr-pages": "https://tldr.sh/",
  vscodium: "https://vscodium.com/",
  wekan: "https://wekan.github.io/",
};

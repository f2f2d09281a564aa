import { describe, expect, it } from "vitest";
import { extractContent } from "./extract-content.ts";

const url = new URL("https://gym.example/");

function features(body: string): string[] {
  return extractContent({ html: `<!doctype html><html lang="es"><body><main>${body}</main></body></html>`, url, contentLanguage: "" }).content.productFeatures;
}

describe("a section's list is read item by item, never as one run-on card (issue 19)", () => {
  const list = "<ul><li>Sala de musculación y cardio</li><li>Más de 60 clases semanales: spinning, yoga y pilates</li><li>Vestuarios con sauna</li></ul>";

  it("gives each item of a list under a section's heading as a feature, and no card of them joined", () => {
    const found = features(`<section><h2>¿Qué ofrecemos?</h2>${list}</section><section><h2>Tarifas sin permanencia</h2><p>Cuotas desde 29,90 € al mes, sin matrícula.</p></section>`);
    expect(found).toEqual(expect.arrayContaining(["Sala de musculación y cardio", "Vestuarios con sauna"]));
    expect(found.join(" | ")).not.toMatch(/cardio Más/u);
  });

  it("keeps a card's own sentence beside its list, and leaves out a heading that only lists links", () => {
    const found = features(
      `<section><div><h2>Clases dirigidas</h2></div><div><p>Más de 60 clases cada semana con instructores titulados.</p>${list}</div></section>` +
        `<section><div><h2>Entrenamiento personal</h2></div><div><p>Un plan a tu medida con tu propio entrenador.</p></div></section>` +
        `<section><div><h2>Contacto</h2></div><div><ul><li><a href="/discord">Discord</a></li><li><a href="/twitter">Twitter</a></li></ul></div></section>`,
    );
    expect(found).toContain("Clases dirigidas: Más de 60 clases cada semana con instructores titulados.");
    expect(found.join(" | ")).not.toMatch(/Contacto: Contacto|Contacto: Discord/u);
  });
});

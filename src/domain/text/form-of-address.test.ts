import { describe, expect, it } from "vitest";
import { formOfAddress } from "./form-of-address.ts";

describe("the form of address is the one the page uses", () => {
  it("reads du or Sie in German", () => {
    expect(formOfAddress("Wir planen deine Baustelle. Mit dir und deinem Team.", "de")).toBe("informal");
    expect(formOfAddress("Wir planen Ihre Baustelle. Mit Ihnen und Ihrem Team.", "de")).toBe("formal");
  });

  it("reads tu or vous in French, tú or usted in Spanish, tu or Lei in Italian, je or u in Dutch", () => {
    expect(formOfAddress("Réserve ta chambre, on t'attend.", "fr")).toBe("informal");
    expect(formOfAddress("Réservez votre chambre, nous vous attendons.", "fr")).toBe("formal");
    expect(formOfAddress("Recupera tu movilidad, te esperamos.", "es")).toBe("informal");
    expect(formOfAddress("Le atendemos a usted con gusto.", "es")).toBe("formal");
    expect(formOfAddress("Contattaci, ti aspettiamo con il tuo cane.", "it")).toBe("informal");
    expect(formOfAddress("Bij ons kunt u terecht voor uw gezondheid.", "nl")).toBe("formal");
    expect(formOfAddress("Bij ons kun je terecht voor jouw gezondheid.", "nl")).toBe("informal");
  });

  it("is formal when the page uses neither", () => {
    expect(formOfAddress("Gelato artigianale dal 1996.", "it")).toBe("formal");
  });
});

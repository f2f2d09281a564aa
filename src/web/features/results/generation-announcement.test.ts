import { describe, expect, it } from "vitest";
import { performanceMax } from "../../../domain/campaign-types/performance-max.ts";
import { search } from "../../../domain/campaign-types/search.ts";
import { generationAnnouncement } from "./generation-announcement.ts";

describe("the results screen's live region tells how the generation goes", () => {
  it("is silent when nothing is being generated", () => {
    expect(generationAnnouncement(search, "idle", { headlines: ["Fresh Bread"] })).toBe("");
  });

  it("says the copywriter is writing, then counts what has streamed in, blanks left out", () => {
    expect(generationAnnouncement(search, "running", {})).toBe("Writing your Search ads...");
    expect(generationAnnouncement(search, "running", { headlines: ["Fresh Bread", " ", "Rye Loaves"], descriptions: ["Baked daily."] })).toBe(
      "Writing your Search ads: 2 headlines and 1 description so far.",
    );
  });

  it("says when the ads are ready, with every kind of the type", () => {
    const lists = { headlines: ["a", "b"], longHeadlines: ["c"], descriptions: ["d", "e"] };
    expect(generationAnnouncement(performanceMax, "done", lists)).toBe("Your Performance Max ads are ready: 2 headlines, 1 long headline and 2 descriptions.");
  });

  it("says a stop, and what was kept", () => {
    expect(generationAnnouncement(search, "stopped", { headlines: ["Fresh Bread", "Rye Loaves"] })).toBe("Writing your Search ads was stopped: 2 headlines kept.");
    expect(generationAnnouncement(search, "stopped", {})).toBe("Writing your Search ads was stopped before anything was written.");
  });

  it("says a failure, and that fallback content is what is shown", () => {
    expect(generationAnnouncement(search, "failed", {})).toBe("Your Search ads could not be written.");
    expect(generationAnnouncement(search, "failed", { headlines: ["Fresh Bread"] })).toBe("Your Search ads could not be written. Fallback content shown: 1 headline.");
  });
});

import { describe, expect, it } from "vitest";
import { isSidebarToggleShortcut, mobileViewportQuery, readSidebarCookie, sidebarCookie, sidebarSettings } from "./sidebar.ts";

describe("sidebar settings", () => {
  it("holds the spec's numbers", () => {
    expect(sidebarSettings).toMatchObject({
      cookieMaxAgeSeconds: 604_800,
      width: "16rem",
      widthMobile: "18rem",
      widthIcon: "3rem",
      mobileBreakpointPx: 768,
      toggleShortcutKey: "b",
    });
  });
});

describe("mobile breakpoint", () => {
  it("is mobile up to 767 px, a column from 768 px", () => {
    expect(mobileViewportQuery).toBe("(max-width: 767px)");
  });
});

describe("toggle shortcut", () => {
  it.each([
    [{ key: "b", ctrlKey: true, metaKey: false }, true],
    [{ key: "b", ctrlKey: false, metaKey: true }, true],
    [{ key: "B", ctrlKey: true, metaKey: false }, true],
    [{ key: "b", ctrlKey: false, metaKey: false }, false],
    [{ key: "k", ctrlKey: true, metaKey: false }, false],
  ])("%j: %s", (event, toggles) => {
    expect(isSidebarToggleShortcut(event)).toBe(toggles);
  });
});

describe("sidebar cookie", () => {
  it("writes 7 days and reads it back", () => {
    expect(sidebarCookie(false)).toBe("sidebar_state=false; path=/; max-age=604800; SameSite=Lax");
    expect(readSidebarCookie("theme=dark; sidebar_state=false")).toBe(false);
    expect(readSidebarCookie("sidebar_state=true")).toBe(true);
    expect(readSidebarCookie("sidebar_state=maybe; other=1")).toBeNull();
    expect(readSidebarCookie("")).toBeNull();
  });
});

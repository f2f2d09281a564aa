/** Part 1, sections 2 and 9: the app shell's sidebar. */
export const sidebarSettings = {
  cookieName: "sidebar_state",
  cookieMaxAgeSeconds: 7 * 24 * 60 * 60,
  width: "16rem",
  widthMobile: "18rem",
  widthIcon: "3rem",
  mobileBreakpointPx: 768,
  toggleShortcutKey: "b",
} as const;

/** Below the breakpoint the sidebar is a slide-in panel rather than a column: the media query the shell watches. */
export const mobileViewportQuery = `(max-width: ${sidebarSettings.mobileBreakpointPx - 1}px)`;

/** Ctrl+B on Windows and Linux, Cmd+B on macOS; both are accepted everywhere so nobody has to know which. */
export function isSidebarToggleShortcut(event: { key: string; ctrlKey: boolean; metaKey: boolean }): boolean {
  return event.key.toLowerCase() === sidebarSettings.toggleShortcutKey && (event.ctrlKey || event.metaKey);
}

/** The cookie that remembers the state for the next visit. */
export function sidebarCookie(open: boolean): string {
  return `${sidebarSettings.cookieName}=${open}; path=/; max-age=${sidebarSettings.cookieMaxAgeSeconds}; SameSite=Lax`;
}

/** The remembered state from a `document.cookie` or Cookie header, or null when none was saved. */
export function readSidebarCookie(cookies: string): boolean | null {
  for (const part of cookies.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === sidebarSettings.cookieName && (value === "true" || value === "false")) return value === "true";
  }
  return null;
}

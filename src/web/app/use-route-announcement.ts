import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

const brand = "Adsmith";
/** Screens load their chunks and data first: their heading may appear a while after the path changes. */
const headingWaitMs = 10_000;

/**
 * After every route change the tab's title names the page ("Campaigns – Adsmith") and focus moves to the
 * page's main heading, so a screen-reader user hears where they are and Tab starts from the page, not
 * from the link they left (issue 18; the title comes from the heading, so it can never disagree with it).
 * The first load keeps focus where the browser puts it; only the title is set.
 */
export function useRouteAnnouncement(): void {
  const { pathname } = useLocation();
  const firstLoad = useRef(true);

  useEffect(() => {
    const moveFocus = !firstLoad.current;
    firstLoad.current = false;
    let done = false;
    const announce = () => {
      const heading = document.querySelector<HTMLElement>("main h1");
      const name = heading?.textContent?.trim();
      if (!heading || !name) return false;
      document.title = `${name} – ${brand}`;
      const main = heading.closest("main");
      const active = document.activeElement;
      // A screen that already put focus in a field of its own (an autofocus) keeps it.
      const pageHasFocus = active instanceof HTMLElement && active !== main && main?.contains(active);
      if (moveFocus && !pageHasFocus) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (announce()) return;
    const observer = new MutationObserver(() => {
      if (!done && announce()) stop();
    });
    const timer = window.setTimeout(() => stop(), headingWaitMs);
    function stop() {
      done = true;
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return stop;
  }, [pathname]);
}

import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { isSidebarToggleShortcut, mobileViewportQuery as mobileQuery, readSidebarCookie, sidebarCookie } from "../../../domain/index.ts";

function subscribeToViewport(onChange: () => void) {
  const media = window.matchMedia(mobileQuery);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

export interface SidebarState {
  isMobile: boolean;
  /** Desktop: expanded (16rem) or icons only (3rem); kept in a cookie for 7 days. */
  expanded: boolean;
  /** Mobile: the slide-in panel is showing. */
  mobileOpen: boolean;
  toggle: () => void;
  setMobileOpen: (open: boolean) => void;
}

/** The sidebar's state and its Ctrl/Cmd+B shortcut (part 1, sections 2 and 9). */
export function useSidebar(): SidebarState {
  const isMobile = useSyncExternalStore(subscribeToViewport, () => window.matchMedia(mobileQuery).matches);
  const [expanded, setExpanded] = useState(() => readSidebarCookie(document.cookie) ?? true);
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setMobileOpen((open) => !open);
      return;
    }
    setExpanded((open) => {
      document.cookie = sidebarCookie(!open);
      return !open;
    });
  }, [isMobile]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSidebarToggleShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle]);

  return { isMobile, expanded, mobileOpen, toggle, setMobileOpen };
}

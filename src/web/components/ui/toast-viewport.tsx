import { useEffect, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { Toaster } from "sonner";
import { toastDefaults } from "../../../domain/app/toasts.ts";

/**
 * Where the toasts live in the page. A modal dialog makes everything outside it inert: a toast region
 * there is neither read out nor reachable with Tab or the pointer while the dialog is open. So the
 * region's element moves into the open dialog (the newest, when one opens another) and back to the body
 * when it closes. It is the same element all the time: React keeps its toasts (the portal's container
 * never changes) and screen readers keep it as the live region it was before the toast arrived.
 */
const openDialogs: HTMLElement[] = [];
let host: HTMLElement | null = null;

function placeHost() {
  if (!host) return;
  const target = openDialogs.at(-1) ?? document.body;
  if (host.parentElement !== target) target.append(host);
}

/** Called by a modal dialog once it shows; the returned function is called when it closes. */
export function showToastsIn(dialog: HTMLElement): () => void {
  openDialogs.push(dialog);
  placeHost();
  return () => {
    const index = openDialogs.lastIndexOf(dialog);
    if (index !== -1) openDialogs.splice(index, 1);
    placeHost();
  };
}

function hostElement(): HTMLElement {
  host ??= document.createElement("div");
  return host;
}

/**
 * Below sonner's 600 px breakpoint a toast spans the screen's width. At the bottom it would cover the
 * buttons phones keep there (the results screen's Preview), so on phones toasts come in at the top.
 */
const phoneQuery = "(max-width: 599px)";

function subscribeToPhoneWidth(onChange: () => void): () => void {
  const query = window.matchMedia(phoneQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const isPhoneWidth = () => window.matchMedia(phoneQuery).matches;

/** Part 1, section 9: at most 3 toasts visible, 4000 ms each unless a toast says otherwise. */
export function ToastViewport() {
  const element = hostElement();
  const phone = useSyncExternalStore(subscribeToPhoneWidth, isPhoneWidth, () => false);
  useEffect(() => {
    placeHost();
    return () => element.remove();
  }, [element]);
  return createPortal(<Toaster visibleToasts={toastDefaults.visibleLimit} duration={toastDefaults.durationMs} closeButton position={phone ? "top-center" : "bottom-right"} />, element);
}

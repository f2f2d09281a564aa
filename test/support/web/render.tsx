import { act } from "preact/test-utils";
import type { ReactNode } from "react";
import { createRoot } from "react-dom/client";
import "../../../src/web/app/effect-timing.ts";

/** Updates wrapped in act() are rendered, with their effects, before it returns (Preact's, as in the app). */
export { act };

/** Renders into a fresh element of the jsdom document; `unmount` cleans up after the test. */
export async function render(node: ReactNode) {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(node));
  return {
    container,
    text: () => container.textContent ?? "",
    button: (name: string) => {
      const found = [...container.querySelectorAll("button")].find((button) => button.textContent?.trim() === name);
      if (!found) throw new Error(`no button named ${name}`);
      return found;
    },
    click: async (element: HTMLElement) => act(async () => element.click()),
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

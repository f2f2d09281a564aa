import { act, type ReactNode } from "react";
import { createRoot } from "react-dom/client";

// React warns unless a test environment says it wraps updates in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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

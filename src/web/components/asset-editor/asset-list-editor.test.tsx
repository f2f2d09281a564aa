// @vitest-environment jsdom
import { useCallback, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { search } from "../../../domain/campaign-types/search.ts";
import { act, render } from "../../../../test/support/web/render.tsx";
import { AssetListEditor, applyListEdit, type ListEdit } from "./asset-list-editor.tsx";

const headlines = (() => {
  const kind = search.assetKinds.find((candidate) => candidate.key === "headlines");
  if (!kind) throw new Error("Search has headlines");
  return kind;
})();

/** The results editor's use of the list: stable handlers, and a count of each row's renders through its actions. */
function Headlines({ onRowRender, initial }: { onRowRender: (index: number) => null; initial: string[] }) {
  const [items, setItems] = useState(initial);
  const onEdit = useCallback((edit: ListEdit) => setItems((current) => applyListEdit(current, edit, "", (value) => value)), []);
  const itemActions = useCallback((index: number) => onRowRender(index), [onRowRender]);
  return <AssetListEditor kind={headlines} items={items} onEdit={onEdit} itemActions={itemActions} />;
}

/** Types into a controlled input the way React sees a keystroke. */
async function typeInto(input: HTMLInputElement, value: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  await act(async () => {
    setValue?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

/** How often each row has rendered, read from the rows' calls for their actions. */
function rowRenders() {
  const onRowRender = vi.fn((_index: number) => null);
  const counts = () => {
    const byRow: number[] = [];
    for (const [index] of onRowRender.mock.calls) byRow[index] = (byRow[index] ?? 0) + 1;
    return byRow;
  };
  /** The rows (numbered from 1) that rendered again after the first render. */
  const renderedAgain = () => counts().flatMap((count, index) => (count > 1 ? [index + 1] : []));
  return { onRowRender, counts, renderedAgain };
}

let unmount = () => undefined as void;
afterEach(() => unmount());

describe("a keystroke in the editor re-renders the row typed in, not the other fourteen", () => {
  const fifteen = Array.from({ length: 15 }, (_, index) => `Fresh Sourdough Loaf ${index + 1}`);

  it("renders each of the 15 headlines once, then only Headline 3 for a character typed there", async () => {
    const rows = rowRenders();
    const view = await render(<Headlines onRowRender={rows.onRowRender} initial={fifteen} />);
    unmount = view.unmount;
    expect(rows.counts()).toEqual(Array.from({ length: 15 }, () => 1));

    const third = view.container.querySelector<HTMLInputElement>('input[aria-label="Headline 3"]');
    if (!third) throw new Error("no Headline 3");
    await typeInto(third, "Fresh Sourdough Loaf 3!");

    expect(third.value).toBe("Fresh Sourdough Loaf 3!");
    expect(rows.renderedAgain()).toEqual([3]);
  });

  it("re-renders a row whose findings change because of another row: its duplicate is edited away", async () => {
    const rows = rowRenders();
    const withDuplicate = fifteen.map((text, index) => (index === 1 ? fifteen[0] ?? "" : text));
    const view = await render(<Headlines onRowRender={rows.onRowRender} initial={withDuplicate} />);
    unmount = view.unmount;
    const issuesOfSecond = () => view.container.querySelector("#headlines-1-issues")?.textContent ?? "";
    expect(issuesOfSecond()).not.toBe("");
    const first = view.container.querySelector<HTMLInputElement>('input[aria-label="Headline 1"]');
    if (!first) throw new Error("no Headline 1");

    await typeInto(first, "Organic Rye Delivered Daily");

    expect(issuesOfSecond()).toBe("");
    expect(rows.renderedAgain()).toEqual([1, 2]);
  });
});

describe("a broken brand rule is a warning under its asset while the user types (issue 22)", () => {
  const rules = { bannedPhrases: [{ text: "cheap", reason: "premium brand" }], requiredPhrases: [], spellings: [], brandName: "TaskBoard", address: null, claims: [] };

  it("names the rule under the asset that breaks it, and only there", async () => {
    const view = await render(<AssetListEditor kind={headlines} items={["Cheap Boards", "TaskBoard Plans"]} onEdit={() => undefined} brand={{ rules, language: "en" }} />);
    unmount = view.unmount;
    const messages = (index: number) => [...view.container.querySelectorAll(`#headlines-${index}-issues li`)].map((item) => item.textContent);
    expect(messages(0)).toEqual(["Brand rules ban “cheap”: premium brand"]);
    expect(messages(1)).toEqual([]);
  });

  it("says nothing without rules", async () => {
    const view = await render(<AssetListEditor kind={headlines} items={["Cheap Boards"]} onEdit={() => undefined} />);
    unmount = view.unmount;
    expect(view.container.querySelector("#headlines-0-issues")).toBeNull();
  });
});

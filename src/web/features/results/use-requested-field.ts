import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { editorFieldId, focusFieldParam } from "../../lib/editor-field.ts";

/**
 * The field a link asked for (`?field=headlines.3`: the export check's way to a problem, issue 20),
 * focused and brought into view once the editor shows it, so the keyboard lands on what to fix.
 */
export function useRequestedField(): void {
  const [query] = useSearchParams();
  const field = query.get(focusFieldParam);
  useEffect(() => {
    if (!field) return;
    const element = document.getElementById(editorFieldId(field));
    element?.scrollIntoView({ block: "center" });
    element?.focus({ preventScroll: true });
  }, [field]);
}

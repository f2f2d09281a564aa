import { useCallback, useEffect, useRef, useState } from "react";
import { type CampaignTypeDescriptor, draftAutosaveDebounceMs, initialFormData, type WizardFormData } from "../../../domain/index.ts";
import { draftStorage } from "../../lib/draft-storage.ts";

/** Every form field is text; the option fields take values from the descriptor's own lists. */
export type FormChanges = Partial<Record<keyof WizardFormData, string>>;

export interface WizardDraft {
  formData: WizardFormData;
  update: (changes: FormChanges) => void;
  /** Writes the draft now (before leaving a step or saving), not 300 ms later. */
  flush: () => void;
}

/**
 * The flow's form data: read from browser storage once, kept in state, written back 300 ms after the
 * last change (part 1, section 4). A pending write is flushed when the screen unmounts, so leaving a
 * step right after typing loses nothing.
 */
export function useWizardDraft(type: CampaignTypeDescriptor): WizardDraft {
  const [formData, setFormData] = useState<WizardFormData>(() => draftStorage.readFormData(type) ?? initialFormData(type));
  const pending = useRef<WizardFormData | null>(null);

  const flush = useCallback(() => {
    if (pending.current) draftStorage.writeFormData(type, pending.current);
    pending.current = null;
  }, [type]);

  useEffect(() => {
    pending.current = formData;
    const timer = window.setTimeout(flush, draftAutosaveDebounceMs);
    return () => window.clearTimeout(timer);
  }, [formData, flush]);

  useEffect(() => flush, [flush]);

  // The option fields only ever receive values offered from the same descriptor, so the cast holds.
  const update = useCallback((changes: FormChanges) => setFormData((current) => ({ ...current, ...changes }) as WizardFormData), []);
  return { formData, update, flush };
}

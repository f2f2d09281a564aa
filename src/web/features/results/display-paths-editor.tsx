import { memo } from "react";
import { type CampaignTypeDescriptor, displayPathLabel, displayPathProblems, type DisplayPaths, widthCounter, isOverLimit } from "../../../domain/index.ts";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { editorFieldId } from "../../lib/editor-field.ts";

interface DisplayPathsEditorProps {
  type: CampaignTypeDescriptor;
  paths: DisplayPaths;
  onChange: (index: number, text: string) => void;
  readOnly: boolean;
}

/**
 * `Path 1` and `Path 2`, the words after the site's address in the ad (the preview shows them there).
 * Memoised, with a stable onChange: typing in a headline does not render it.
 */
export const DisplayPathsEditor = memo(function DisplayPathsEditor({ type, paths, onChange, readOnly }: DisplayPathsEditorProps) {
  const limit = type.displayPathLimit;
  if (limit === null) return null;
  const problems = displayPathProblems(paths, limit);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-semibold">Display Path</legend>
      <p className="text-sm text-muted-foreground">Words shown after your site's address, such as a category and a product. Optional.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {paths.map((path, index) => (
          <FormField
            key={index}
            id={editorFieldId(`paths.${index}`)}
            label={displayPathLabel(index)}
            counter={widthCounter(path, limit)}
            counterOver={isOverLimit(path, limit)}
            error={problems.find((problem) => problem.index === index)?.message ?? null}
          >
            <Input value={path} readOnly={readOnly} onChange={(event) => onChange(index, event.target.value)} />
          </FormField>
        ))}
      </div>
    </fieldset>
  );
});

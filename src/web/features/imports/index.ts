export { ImportFromEditorButton } from "./import-button.tsx";

/**
 * The DOM id of a field of the ad editor, by the name the export check gives it (`headlines.3`,
 * `sitelinks.0`, `paths.1`), so a link to a problem can put the focus on the field it names.
 */
export const editorFieldId = (field: string) => `editor-field-${field.replace(/\./g, "-")}`;

/** The query parameter that names the field to focus when the editor opens. */
export const focusFieldParam = "field";

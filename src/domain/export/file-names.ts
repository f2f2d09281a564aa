/** Characters no file system or download accepts in a name, and control characters. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must not reach a file name
const unsafeInFileName = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;
const maxNameLength = 100;

/** The campaign's name as the start of a file name: unsafe characters become '-', never empty. */
export function fileSafeName(name: string): string {
  const safe = [...name.replace(unsafeInFileName, "-").replace(/\s+/g, " ").trim()].slice(0, maxNameLength).join("").trim();
  return safe || "campaign";
}

/** Part 2, section 9: '{campaign}-campaign-data.csv'. */
export const csvFileName = (campaign: string) => `${fileSafeName(campaign)}-campaign-data.csv`;

export const editorFileName = (campaign: string) => `${fileSafeName(campaign)}-google-ads-editor.csv`;

export const xlsxFileName = (campaign: string) => `${fileSafeName(campaign)}-campaign-data.xlsx`;

/** Part 2, section 9: the lower-cased name with every non-alphanumeric an underscore, plus '_campaign.json'. */
export const jsonFileName = (campaign: string) => `${campaign.toLowerCase().replace(/[^a-z0-9]/g, "_")}_campaign.json`;

/** The import dialog's words, apart from it: the account card's button reads the title without loading the dialog. */
export const importDialogText = {
  title: "Import from Google Ads Editor",
  description: "In Google Ads Editor: Account > Export > CSV. The file is checked first; nothing is saved until you import it.",
  drop: "Drop the Editor file here, or",
  choose: "Choose file",
  reading: "Reading the file…",
  import: "Import",
  importing: "Importing…",
  another: "Choose another file",
  chooseForExisting: "Choose Update or Import as copy for each campaign that is already in this account.",
  done: (count: number) => `Imported ${count} ${count === 1 ? "campaign" : "campaigns"}`,
  repeated: "This file was imported before; nothing new was created.",
} as const;

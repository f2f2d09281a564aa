/** Bulk generation's screens (issue 23) and the button that starts a job from a saved campaign. */
export { BulkAddButton } from "./bulk-add-dialog.tsx";
export { BulkJobScreen } from "./bulk-job-screen.tsx";
export { BulkJobsScreen } from "./bulk-jobs-screen.tsx";

export { ProfileDialog, type ProfileDialogPage } from "./profile-dialog.tsx";

import { ServiceError } from "../service-error.ts";

/** The account rules the API enforces, worded as the spec words them (part 1, section 5). */
export const accountRules = {
  notFound: "Account not found",
  trialLimit: "Trial users can only have one account. Upgrade to connect multiple accounts.",
  upgradeTitle: "Upgrade Required",
  duplicateName: "An account with this name already exists.",
  duplicateTitle: "Duplicate name",
  defaultNotDeletable: "Cannot delete the default account",
  validateNewName(name: string): string {
    const trimmed = name.trim();
    if (!trimmed) throw new ServiceError("invalid", "Account name is required");
    return trimmed;
  },
  validateRename(name: string): string {
    const trimmed = name.trim();
    if (!trimmed) throw new ServiceError("invalid", "Account name cannot be empty.", "Invalid name");
    return trimmed;
  },
};

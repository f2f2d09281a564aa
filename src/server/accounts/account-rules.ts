import { accountMessages } from "../../domain/accounts/accounts.ts";
import { ServiceError } from "../service-error.ts";

/** The account rules the API enforces, in the domain's words (part 1, section 5). */
export const accountRules = {
  notFound: "Account not found",
  trialLimit: accountMessages.trialLimit,
  upgradeTitle: accountMessages.trialLimitTitle,
  duplicateName: accountMessages.duplicateName,
  duplicateTitle: accountMessages.duplicateNameTitle,
  validateNewName(name: string): string {
    const trimmed = name.trim();
    if (!trimmed) throw new ServiceError("invalid", accountMessages.nameRequired);
    return trimmed;
  },
  validateRename(name: string): string {
    const trimmed = name.trim();
    if (!trimmed) throw new ServiceError("invalid", accountMessages.renameEmpty, accountMessages.renameEmptyTitle);
    return trimmed;
  },
};

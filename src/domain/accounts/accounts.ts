import { monthlyPriceLabel, plans } from "../access/plans.ts";

/** The ad-account rules, worded as part 1, section 5 words them. */
export const accountMessages = {
  nameRequired: "Account name is required",
  renameEmpty: "Account name cannot be empty.",
  renameEmptyTitle: "Invalid name",
  duplicateName: "An account with this name already exists.",
  duplicateNameTitle: "Duplicate name",
  defaultNotDeletable: "Cannot delete the default account",
  trialLimit: "Trial users can only have one account. Upgrade to connect multiple accounts.",
  trialLimitTitle: "Upgrade Required",
  upgradePrice: monthlyPriceLabel(plans.annual),
} as const;

export interface AccountRef {
  id: string;
  name: string;
  isDefault: boolean;
  createdAt?: string | Date;
}

export type RuleResult<T = void> = { ok: true; value: T } | { ok: false; title?: string; message: string };

const ok = <T>(value: T): RuleResult<T> => ({ ok: true, value });

/** Names compare trimmed and case-insensitively, as the database's unique index does. */
export function accountNameKey(name: string): string {
  return name.trim().toLowerCase();
}

export function validateNewAccountName(name: string, existing: readonly AccountRef[] = []): RuleResult<string> {
  const trimmed = name.trim();
  if (!trimmed) return { ok: false, message: accountMessages.nameRequired };
  if (existing.some((account) => accountNameKey(account.name) === accountNameKey(trimmed))) {
    return { ok: false, title: accountMessages.duplicateNameTitle, message: accountMessages.duplicateName };
  }
  return ok(trimmed);
}

export function validateAccountRename(accountId: string, name: string, accounts: readonly AccountRef[]): RuleResult<string> {
  const trimmed = name.trim();
  if (!trimmed) return { ok: false, title: accountMessages.renameEmptyTitle, message: accountMessages.renameEmpty };
  const taken = accounts.some((account) => account.id !== accountId && accountNameKey(account.name) === accountNameKey(trimmed));
  if (taken) return { ok: false, title: accountMessages.duplicateNameTitle, message: accountMessages.duplicateName };
  return ok(trimmed);
}

export function canDeleteAccount(account: Pick<AccountRef, "isDefault">): RuleResult {
  return account.isDefault ? { ok: false, message: accountMessages.defaultNotDeletable } : ok(undefined);
}

/** Trial users (no multi-account right) who already have an account cannot create another. */
export function canCreateAccount(input: { canConnectMultipleAccounts: boolean; accountCount: number }): RuleResult {
  if (!input.canConnectMultipleAccounts && input.accountCount >= 1) {
    return { ok: false, title: accountMessages.trialLimitTitle, message: accountMessages.trialLimit };
  }
  return ok(undefined);
}

const timeOf = (value: AccountRef["createdAt"]) => (value === undefined ? 0 : new Date(value).getTime());

/** Default first, then oldest first: the order of every account list. */
export function orderAccounts<T extends AccountRef>(accounts: readonly T[]): T[] {
  return [...accounts].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || timeOf(a.createdAt) - timeOf(b.createdAt));
}

export interface CurrentAccountInput {
  accounts: readonly AccountRef[];
  urlAccountId: string | null;
  savedAccountId: string | null;
  isHomepage: boolean;
}

export interface CurrentAccountSelection {
  currentAccountId: string | null;
  /** The saved id is stale or there are no accounts: forget it. */
  clearSaved: boolean;
}

/**
 * Part 1, section 4: the URL's accountId, then the saved one, then on the homepage the default or the
 * first. Ids that name no account of the user's are passed over, so a stale link cannot select nothing.
 */
export function selectCurrentAccount(input: CurrentAccountInput): CurrentAccountSelection {
  const { accounts } = input;
  if (accounts.length === 0) return { currentAccountId: null, clearSaved: input.savedAccountId !== null };
  const known = (id: string | null) => id !== null && accounts.some((account) => account.id === id);
  const savedIsStale = input.savedAccountId !== null && !known(input.savedAccountId);
  if (input.urlAccountId !== null && known(input.urlAccountId)) return { currentAccountId: input.urlAccountId, clearSaved: savedIsStale };
  if (known(input.savedAccountId)) return { currentAccountId: input.savedAccountId, clearSaved: false };
  if (input.isHomepage) return { currentAccountId: fallbackAccountId(accounts), clearSaved: savedIsStale };
  return { currentAccountId: null, clearSaved: savedIsStale };
}

function fallbackAccountId(accounts: readonly AccountRef[]): string | null {
  return (accounts.find((account) => account.isDefault) ?? orderAccounts(accounts)[0])?.id ?? null;
}

/** After an account is removed: keep the selection, or move to the default, else the first remaining, else none. */
export function currentAccountAfterRemoval(input: {
  removedId: string;
  currentAccountId: string | null;
  remaining: readonly AccountRef[];
}): string | null {
  if (input.currentAccountId !== input.removedId) return input.currentAccountId;
  return fallbackAccountId(input.remaining.filter((account) => account.id !== input.removedId));
}

/** A session begun this close to the sign-up is the user's first visit (the sign-up signs in; a confirmation link may sign in again). */
const firstVisitWindowMs = 30 * 60_000;

/** Whether the session is the one the sign-up began (issue 24: no "Welcome back" on a first visit). */
export function isFirstVisit(userCreatedAt: Date, sessionCreatedAt: Date): boolean {
  return sessionCreatedAt.getTime() - userCreatedAt.getTime() < firstVisitWindowMs;
}

/** The dashboard's greeting: the spec's "Welcome back, {name}" for a returning user, "Welcome, {name}" on the first visit. */
export function dashboardGreeting(firstName: string, firstVisit: boolean): string {
  return `${firstVisit ? "Welcome" : "Welcome back"}, ${firstName}`;
}

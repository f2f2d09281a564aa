import { describe, expect, it } from "vitest";
import {
  accountMessages,
  canCreateAccount,
  canDeleteAccount,
  dashboardGreeting,
  isFirstVisit,
  currentAccountAfterRemoval,
  orderAccounts,
  selectCurrentAccount,
  validateAccountRename,
  validateNewAccountName,
} from "./accounts.ts";

const accounts = [
  { id: "b", name: "Client B", isDefault: false, createdAt: "2025-01-02T00:00:00Z" },
  { id: "a", name: "Acme", isDefault: true, createdAt: "2025-01-03T00:00:00Z" },
  { id: "c", name: "Client C", isDefault: false, createdAt: "2025-01-01T00:00:00Z" },
];

describe("account name required", () => {
  it("rejects a blank name and trims a good one", () => {
    expect(validateNewAccountName("   ")).toEqual({ ok: false, message: "Account name is required" });
    expect(validateNewAccountName("  Shop ")).toEqual({ ok: true, value: "Shop" });
  });
});

describe("account rename", () => {
  it("rejects empty with 'Invalid name'", () => {
    expect(validateAccountRename("b", "  ", accounts)).toEqual({ ok: false, title: "Invalid name", message: "Account name cannot be empty." });
  });

  it("rejects another account's name, trimmed and in any case, with 'Duplicate name'", () => {
    expect(validateAccountRename("b", "  acme ", accounts)).toEqual({
      ok: false,
      title: "Duplicate name",
      message: "An account with this name already exists.",
    });
  });

  it("allows keeping its own name in another case", () => {
    expect(validateAccountRename("b", "CLIENT B", accounts)).toEqual({ ok: true, value: "CLIENT B" });
  });
});

describe("default account cannot be deleted", () => {
  it("refuses the default and allows the others", () => {
    expect(canDeleteAccount({ isDefault: true })).toEqual({ ok: false, message: "Cannot delete the default account" });
    expect(canDeleteAccount({ isDefault: false }).ok).toBe(true);
  });
});

describe("trial one-account limit", () => {
  it("stops a trial user with one account, not a paid user or a first account", () => {
    expect(canCreateAccount({ canConnectMultipleAccounts: false, accountCount: 1 })).toEqual({
      ok: false,
      title: "Upgrade Required",
      message: "Trial users can only have one account. Upgrade to connect multiple accounts.",
    });
    expect(canCreateAccount({ canConnectMultipleAccounts: false, accountCount: 0 }).ok).toBe(true);
    expect(canCreateAccount({ canConnectMultipleAccounts: true, accountCount: 5 }).ok).toBe(true);
    expect(accountMessages.upgradePrice).toBe("$15/month");
  });
});

describe("account order", () => {
  it("puts the default first, then oldest first", () => {
    expect(orderAccounts(accounts).map((account) => account.id)).toEqual(["a", "c", "b"]);
  });
});

describe("current account selection", () => {
  const select = (urlAccountId: string | null, savedAccountId: string | null, isHomepage: boolean, list = accounts) =>
    selectCurrentAccount({ accounts: list, urlAccountId, savedAccountId, isHomepage });

  it("takes the URL's accountId first", () => {
    expect(select("c", "b", true)).toEqual({ currentAccountId: "c", clearSaved: false });
  });

  it("then the saved id", () => {
    expect(select(null, "b", true)).toEqual({ currentAccountId: "b", clearSaved: false });
  });

  it("then, on the homepage only, the default", () => {
    expect(select(null, null, true).currentAccountId).toBe("a");
    expect(select(null, null, false).currentAccountId).toBeNull();
  });

  it("then the first when there is no default", () => {
    const noDefault = accounts.map((account) => ({ ...account, isDefault: false }));
    expect(select(null, null, true, noDefault).currentAccountId).toBe("c");
  });

  it("passes over unknown ids and forgets a stale saved one", () => {
    expect(select("zzz", "gone", true)).toEqual({ currentAccountId: "a", clearSaved: true });
  });

  it("clears the saved id when there are no accounts", () => {
    expect(select("a", "a", true, [])).toEqual({ currentAccountId: null, clearSaved: true });
  });
});

describe("selection after the current account is removed", () => {
  it("moves to the default, else the first remaining, else none", () => {
    expect(currentAccountAfterRemoval({ removedId: "b", currentAccountId: "b", remaining: accounts })).toBe("a");
    const rest = accounts.filter((account) => account.id !== "a").map((account) => ({ ...account, isDefault: false }));
    expect(currentAccountAfterRemoval({ removedId: "b", currentAccountId: "b", remaining: rest })).toBe("c");
    expect(currentAccountAfterRemoval({ removedId: "b", currentAccountId: "b", remaining: [] })).toBeNull();
  });

  it("keeps the selection when another account is removed", () => {
    expect(currentAccountAfterRemoval({ removedId: "c", currentAccountId: "b", remaining: accounts })).toBe("b");
  });
});

describe("the dashboard greets a first visit without 'back' (issue 24)", () => {
  const signedUp = new Date("2026-11-26T10:00:00Z");

  it("the session the sign-up began, or one a confirmation link began soon after, is the first visit", () => {
    expect(isFirstVisit(signedUp, signedUp)).toBe(true);
    expect(isFirstVisit(signedUp, new Date("2026-11-26T10:12:00Z"))).toBe(true);
  });

  it("a later sign-in is a return", () => {
    expect(isFirstVisit(signedUp, new Date("2026-11-27T09:00:00Z"))).toBe(false);
  });

  it("says 'Welcome, Ana' the first time and the spec's 'Welcome back, Ana' after", () => {
    expect([dashboardGreeting("Ana", true), dashboardGreeting("Ana", false)]).toEqual(["Welcome, Ana", "Welcome back, Ana"]);
  });
});

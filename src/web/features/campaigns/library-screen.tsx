import { Search } from "lucide-react";
import { useDeferredValue, useId } from "react";
import { useSearchParams } from "react-router";
import { campaignListMessages } from "../../../domain/index.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useCurrentAccount } from "../accounts/index.ts";
import { CampaignGrid } from "./campaign-grid.tsx";
import { useCampaignPages } from "./campaigns-api.ts";

/** `/library`: every campaign across accounts, searchable by name; the search lives in the URL to share it. */
export function LibraryScreen() {
  const [query, setQuery] = useSearchParams();
  const search = query.get("q") ?? "";
  const deferredSearch = useDeferredValue(search);
  const searchId = useId();
  const { accounts } = useCurrentAccount();
  const pages = useCampaignPages({ accountId: null, search: deferredSearch });
  const campaigns = pages.data?.pages.flatMap((page) => page.campaigns) ?? [];
  const accountNameOf = (accountId: string | null) => accounts.find((account) => account.id === accountId)?.name ?? null;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">Campaign Library</h1>
        <p className="text-muted-foreground">Every campaign of every account, newest first.</p>
      </div>
      <div className="relative max-w-md">
        <label htmlFor={searchId} className="sr-only">
          Search campaigns
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-4 text-muted-foreground" />
        <Input
          id={searchId}
          type="search"
          placeholder="Search campaigns by name"
          className="pl-9"
          value={search}
          maxLength={200}
          onChange={(event) => setQuery(event.target.value ? { q: event.target.value } : {}, { replace: true })}
        />
      </div>
      {pages.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Spinner className="size-4" />
          {campaignListMessages.loading}
        </p>
      ) : pages.isError ? (
        <Alert>{pages.error.message}</Alert>
      ) : campaigns.length === 0 ? (
        <p className="text-muted-foreground">{search ? `No campaign matches "${search}".` : "No campaigns yet"}</p>
      ) : (
        <CampaignGrid
          campaigns={campaigns}
          accountNameOf={(campaign) => ({ accountId: campaign.accountId, accountName: accountNameOf(campaign.accountId) })}
          hasMore={pages.hasNextPage}
          loadingMore={pages.isFetchingNextPage}
          onLoadMore={() => void pages.fetchNextPage()}
        />
      )}
    </div>
  );
}

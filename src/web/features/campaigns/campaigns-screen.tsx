import { Plus } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { appRoutes, campaignListHeading, campaignListMessages, campaignTypeHref, hasValidAccountParams } from "../../../domain/index.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useCurrentAccount } from "../accounts/index.ts";
import { CampaignGrid } from "./campaign-grid.tsx";
import { useCampaignPages } from "./campaigns-api.ts";

function InvalidAccount() {
  return (
    <Card className="mx-auto mt-10 flex max-w-md flex-col items-center gap-4 p-8 text-center">
      <h1 className="text-xl font-semibold">{campaignListMessages.invalidAccount}</h1>
      <Link to={appRoutes.home} className={buttonClasses()}>
        {campaignListMessages.backToDashboard}
      </Link>
    </Card>
  );
}

function Loading() {
  return (
    <p role="status" className="flex items-center gap-2 p-6 text-muted-foreground">
      <Spinner className="size-4" />
      {campaignListMessages.loading}
    </p>
  );
}

/** `/campaigns?accountId=&accountName=`: one account's campaigns, newest first. */
export function CampaignsScreen() {
  const [query] = useSearchParams();
  const accountId = query.get("accountId");
  const { accounts, isLoading } = useCurrentAccount();
  const account = accounts.find((candidate) => candidate.id === accountId) ?? null;
  const valid = hasValidAccountParams({ accountId, accountName: query.get("accountName") });
  const pages = useCampaignPages({ accountId: valid && account ? account.id : null });

  if (!valid) return <InvalidAccount />;
  if (isLoading) return <Loading />;
  if (!account) return <InvalidAccount />;

  const campaigns = pages.data?.pages.flatMap((page) => page.campaigns) ?? [];
  const newCampaignHref = campaignTypeHref({ accountId: account.id, accountName: account.name });
  const count = account.campaignCount;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold break-words">{campaignListHeading(account.name)}</h1>
          <p className="text-muted-foreground">{count === 0 ? campaignListMessages.empty : `${count} ${count === 1 ? "campaign" : "campaigns"}`}</p>
        </div>
        <Link to={newCampaignHref} className={buttonClasses()}>
          <Plus aria-hidden="true" className="size-4" />
          New Campaign
        </Link>
      </div>
      {pages.isPending ? (
        <Loading />
      ) : pages.isError ? (
        <Alert>{pages.error.message}</Alert>
      ) : campaigns.length === 0 ? (
        <Card className="flex flex-col items-center gap-4 p-10 text-center">
          <h2 className="text-xl font-semibold">{campaignListMessages.empty}</h2>
          <p className="max-w-md text-muted-foreground">Turn a landing page into a ready-to-import campaign in three steps.</p>
          <Link to={newCampaignHref} className={buttonClasses()}>
            Create Your First Campaign
          </Link>
        </Card>
      ) : (
        <CampaignGrid
          campaigns={campaigns}
          accountNameOf={() => ({ accountId: account.id, accountName: account.name })}
          hasMore={pages.hasNextPage}
          loadingMore={pages.isFetchingNextPage}
          onLoadMore={() => void pages.fetchNextPage()}
        />
      )}
    </div>
  );
}

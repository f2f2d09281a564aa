import { Link } from "react-router";
import { sampleSearchAd } from "../../../domain/app/sample-ad.ts";
import { paidPlanTitle } from "../../../domain/access/plan-name.ts";
import { monthlyPriceLabel, planList, trialLengthDays } from "../../../domain/index.ts";
import { SearchAdPreview } from "../../components/ad-preview/search-ad-preview.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";

/**
 * Beside the sign-in form (issue 24): what the product makes, a sample ad written from a real page, the
 * plans, and a way in for a visitor who has no account yet.
 */
export function ProductShowcase() {
  return (
    <Card className="flex w-full max-w-md flex-col gap-5 p-5" aria-labelledby="showcase-title">
      <div className="flex flex-col gap-1">
        <h2 id="showcase-title" className="text-lg font-semibold">
          Google Ads campaigns from your landing page
        </h2>
        <p className="text-sm text-muted-foreground">Search, Performance Max, Demand Gen and Display, ready for Google Ads Editor.</p>
      </div>
      <figure className="flex flex-col gap-2">
        <SearchAdPreview
          headlines={sampleSearchAd.headlines}
          descriptions={sampleSearchAd.descriptions}
          callouts={sampleSearchAd.callouts}
          finalUrl={sampleSearchAd.finalUrl}
          brand="Joplin"
        />
        <figcaption className="text-xs text-muted-foreground">
          Written from {sampleSearchAd.source}'s home page by the built-in writer, unedited.
        </figcaption>
      </figure>
      <section aria-labelledby="showcase-plans" className="flex flex-col gap-2">
        <h3 id="showcase-plans" className="text-sm font-semibold">
          The {paidPlanTitle}
        </h3>
        <ul className="flex flex-col gap-1 text-sm">
          {planList.map((plan) => (
            <li key={plan.id}>
              <span className="font-medium">{plan.label}</span>: {monthlyPriceLabel(plan)}, unlimited ad accounts
            </li>
          ))}
          <li>
            {trialLengthDays}-day free trial first, with one ad account
          </li>
        </ul>
      </section>
      {/* The form beside it already says "Create an account": one link of that name on the page. */}
      <Link to="/sign-up" className={buttonClasses("outline")}>
        Sign up and try it free
      </Link>
    </Card>
  );
}

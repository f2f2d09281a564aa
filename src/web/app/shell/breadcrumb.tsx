import { ChevronRight } from "lucide-react";
import { Fragment } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { breadcrumbTrail } from "./breadcrumb-trail.ts";

export function Breadcrumb() {
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  const trail = breadcrumbTrail(pathname, query);
  if (!trail) return null;
  return (
    <nav aria-label="Breadcrumb" className="min-w-0">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
        {trail.map((crumb, index) => (
          <Fragment key={`${crumb.label}-${index}`}>
            {index > 0 && (
              <li aria-hidden="true">
                <ChevronRight className="size-3.5" />
              </li>
            )}
            <li className="truncate">
              {crumb.href ? (
                <Link to={crumb.href} className="hover:text-foreground hover:underline">
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current="page" className="font-medium text-foreground">
                  {crumb.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}

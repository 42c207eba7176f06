import { isRouteErrorResponse } from "react-router";
import { StatusScreen } from "~/components/status-screen.tsx";
import { useTranslation } from "~/i18n/use-translation";
import type { WrongSearch } from "~/lib/search-url.server.ts";

const isWrongSearch = (value: unknown): value is WrongSearch => typeof value === "object" && value !== null && "filters" in value && "without" in value;

/** A search page's error screen: a filter whose value does not fit is named, with the same search without it; any other error is the status screen. */
export function WrongSearchScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!isRouteErrorResponse(error)) return <StatusScreen status={500} />;
  if (!isWrongSearch(error.data)) return <StatusScreen status={error.status} />;
  return (
    <StatusScreen
      status={error.status}
      copy={{
        title: t("search.wrongTitle"),
        body: t("search.wrongBody", { filters: error.data.filters }),
        next: { to: error.data.without, label: t("search.withoutWrong") },
      }}
    />
  );
}

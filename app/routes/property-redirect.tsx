import { data, redirect } from "react-router";
import { StatusScreen } from "~/components/status-screen.tsx";
import { findListingPath } from "#server/listings/find-listing-route.server.ts";
import type { Route } from "./+types/property-redirect";

/** `/property/:id` and `/property?id=` answer 301 with the canonical listing URL (DESIGN.md). */
export async function loader({ params, url }: Route.LoaderArgs) {
  const id = params.id ?? url.searchParams.get("id");
  const path = id ? await findListingPath(id) : null;
  if (!path) throw data(null, { status: 404 });
  return redirect(path, 301);
}

export function ErrorBoundary() {
  return <StatusScreen status={404} />;
}

export default function PropertyRedirect() {
  return null;
}

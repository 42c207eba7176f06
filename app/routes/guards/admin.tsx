import { guard } from "~/lib/guards.server.ts";
import { GuardedOutlet, guardLoader, revalidateAlways } from "~/lib/guard-route.tsx";
import { loadSignedInCatalog } from "~/i18n/catalog-parts.client.ts";
import type { Route } from "./+types/admin";

export const middleware: Route.MiddlewareFunction[] = [guard("admin")];
export const loader = guardLoader;
// A client-side navigation here loads the signed-in part of the catalog before the screen renders.
export const clientLoader = async ({ serverLoader }: Route.ClientLoaderArgs) => (await Promise.all([serverLoader(), loadSignedInCatalog()]))[0];
export const shouldRevalidate = revalidateAlways;

export default function Guard() {
  return <GuardedOutlet access="admin" />;
}

import { guard } from "~/lib/guards.server.ts";
import { GuardedOutlet, guardLoader, revalidateAlways } from "~/lib/guard-route.tsx";
import type { Route } from "./+types/public-only";

export const middleware: Route.MiddlewareFunction[] = [guard("public-only")];
export const loader = guardLoader;
export const shouldRevalidate = revalidateAlways;

export default function Guard() {
  return <GuardedOutlet access="public-only" />;
}

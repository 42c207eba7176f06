import { guard } from "~/lib/guards.server.ts";
import { GuardedOutlet, guardLoader, revalidateAlways } from "~/lib/guard-route.tsx";
import type { Route } from "./+types/private";

export const middleware: Route.MiddlewareFunction[] = [guard("private")];
export const loader = guardLoader;
export const shouldRevalidate = revalidateAlways;

export default function Guard() {
  return <GuardedOutlet access="private" />;
}

import { data } from "react-router";
import { ContentDocumentView } from "~/components/content-document.tsx";
import { loadSiteContent } from "~/content/load.server.ts";
import { requestContext } from "#server/http/request-context.ts";
import type { Route } from "./+types/legal";

const DOCUMENTS = {
  "privacy-policy": "privacyPolicy",
  "terms-conditions": "termsConditions",
  "service-plan-terms": "servicePlanTerms",
} as const;

/**
 * The three legal pages, on the site and (under /mobile/) for the app's web
 * view, where the page has no header or footer.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { pathname } = url;
  const slug = pathname.split("/").pop() as keyof typeof DOCUMENTS;
  const key = DOCUMENTS[slug];
  if (!key) throw data(null, { status: 404 });
  const content = await loadSiteContent(context.get(requestContext).locale);
  return { document: content[key], mobile: pathname.startsWith("/mobile/") };
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  const view = <ContentDocumentView document={loaderData.document} />;
  return loaderData.mobile ? <main id="main">{view}</main> : view;
}

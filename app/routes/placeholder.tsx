import { useTranslation } from "~/i18n/use-translation";
import { useMatches } from "react-router";
import { PageTitle } from "~/components/page-title.tsx";
import type { Messages } from "~/i18n/locales/en.ts";

/** A route whose screen a later issue builds: its heading, nothing more. */
export default function Placeholder() {
  const { t } = useTranslation();
  const id = useMatches().at(-1)?.id as keyof Messages["pages"];
  return (
    <div className="mx-auto max-w-6xl px-4 py-10" data-route-id={id}>
      <PageTitle title={t(`pages.${id}`)} />
    </div>
  );
}

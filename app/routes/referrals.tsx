import { referralSummary } from "#server/referrals/referral-summary.server.ts";
import { ReferralInvites } from "~/components/credits/referral-invites.tsx";
import { PageTitle } from "~/components/page-title.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { requireUser } from "~/lib/current-user.server.ts";
import type { Route } from "./+types/referrals";

export async function loader({ context }: Route.LoaderArgs) {
  return { summary: await referralSummary(requireUser(context).id) };
}

/** Invite friends: the referral section on its own page (the credits page shows it too). */
export default function Referrals({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <PageTitle title={t("pages.referrals")} subtitle={t("promote.referrals.pageIntro")} />
      <ReferralInvites initial={loaderData.summary} />
    </div>
  );
}

import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { inviteFriendSchema } from "#domain/referrals.ts";
import { inviteFriend } from "#server/referrals/invite-friend.server.ts";
import { referralSummary } from "#server/referrals/referral-summary.server.ts";
import { requireUser } from "~/lib/current-user.server.ts";
import type { Route } from "./+types/referrals";
import { readForm } from "~/lib/read-form.server.ts";
import type { InviteAnswer } from "~/lib/route-answers.ts";

/** `GET /resources/referrals`: the signed-in user's referral section (invitations, friends counted, codes). */
export async function loader({ context }: Route.LoaderArgs) {
  return referralSummary(requireUser(context).id);
}

/** `POST /resources/referrals`: invite a friend (the web's `inviteUser`); the outcome is shown in the form. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context);
  const submission = parseWithZod(await readForm(request), { schema: inviteFriendSchema });
  if (submission.status !== "success") return data<InviteAnswer>({ result: submission.reply(), outcome: null }, { status: 400 });
  const outcome = await inviteFriend({ referrerId: user.id, ...submission.value });
  return data<InviteAnswer>(
    { result: outcome === "invited" ? submission.reply({ resetForm: true }) : submission.reply(), outcome },
    { status: outcome === "invited" ? 200 : 409 },
  );
}

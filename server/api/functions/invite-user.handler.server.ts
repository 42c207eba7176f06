import { INVITE_RESULTS } from "../../../domain/referrals.ts";
import { AppError } from "../../errors.server.ts";
import { catalogTranslator } from "../../i18n/translate.server.ts";
import { inviteFriend } from "../../referrals/invite-friend.server.ts";
import { defineFunction } from "../define-function.server.ts";
import { inviteUserInput, inviteUserOutput } from "./invite-user.schema.ts";

export const inviteUser = defineFunction({
  name: "inviteUser",
  tag: "Credits",
  summary: "Invite a friend to Beitna",
  description:
    "SPEC.md §7 `inviteUser`: mails the friend an invitation in the caller's language. A friend who registers within three days counts; five who count earn the caller a personal code for one free Gold period. Answers `result` 0 on success, else the refusal's number (the invitation is not sent).",
  access: "signed-in",
  errors: ["forbidden"],
  input: inviteUserInput,
  output: inviteUserOutput,
  rateLimits: [{ per: "caller", max: 30, windowSeconds: 3600 }],
  example: { input: { Email: "friend@example.com", FName: "Maya", LName: "Khoury" }, output: { result: 0, outcome: "invited", message: "Invitation sent." } },
  async handler(input, { caller, locale }) {
    if (input.UserID && input.UserID !== caller.id) throw new AppError("forbidden");
    const outcome = await inviteFriend({ referrerId: caller.id, email: input.Email, firstName: input.FName, lastName: input.LName });
    return { result: INVITE_RESULTS[outcome], outcome, message: catalogTranslator(locale)(`promote.referrals.outcomes.${outcome}`) };
  },
});

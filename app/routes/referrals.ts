import { redirect } from "react-router";

/** The referral section lives on /credits (issue 14); old links and bookmarks land there. */
export function loader() {
  return redirect("/credits#referrals", 301);
}

import { DEFAULT_PLANS, PLAN_IDS, type PlanId } from "#domain/plans.ts";
import { useTranslation } from "~/i18n/use-translation";

/**
 * A plan's name in the page's language (issue 19), from its id ("gold") or the stored English
 * name the server answers ("Beitna Gold"). A name an admin changed is shown as stored.
 */
export function usePlanName(): (plan: string) => string {
  const { t } = useTranslation();
  return (plan) => {
    const id = PLAN_IDS.find((candidate) => candidate === plan) ?? DEFAULT_PLANS.find((candidate) => candidate.name === plan)?.id;
    return id ? t(`planNames.${id satisfies PlanId}`) : plan;
  };
}

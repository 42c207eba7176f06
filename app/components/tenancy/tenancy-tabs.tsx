import { useTranslation } from "~/i18n/use-translation";
import { TabStrip } from "~/components/tab-strip.tsx";

const TABS = [
  { path: "", key: "overview" },
  { path: "rent", key: "rent" },
  { path: "inspections", key: "inspections" },
  { path: "files", key: "files" },
  { path: "notices", key: "notices" },
  { path: "issues", key: "issues" },
] as const;

/** The tenancy's sections as links (each its own URL, so a tab can be shared and reloaded). */
export function TenancyTabs({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation();
  const tabs = TABS.map((tab) => ({ to: `/tenant/${propertyId}${tab.path ? `/${tab.path}` : ""}`, end: tab.path === "", label: t(`tenancy.tabs.${tab.key}`) }));
  return <TabStrip label={t("tenancy.tabs.label")} tabs={tabs} />;
}

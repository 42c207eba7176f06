// The "roughEdges" section of the Arabic catalog (see ../ar.ts).
import type { Messages } from "../en.ts";

const roughEdges: Messages["roughEdges"] = {
  hidden: "مخفي",
  hiddenHint: "مخفي: لا يظهر في نتائج البحث حتى تعيد إظهاره.",
  cancelled: "أُلغي الاشتراك: لا تاريخ انتهاء",
  boostEffect: "ما غيّره التعزيز الأخير",
  boostedToday: "عُزّز اليوم",
  boostedDaysAgo: "عُزّز قبل {{count}} أيام",
  boostedDaysAgo_one: "عُزّز قبل يوم واحد",
  boostImpressions: "الظهور في نتائج البحث: {{before}} في الأيام الـ{{count}} السابقة، و{{since}} في الأيام الـ{{count}} التالية",
  boostImpressions_one: "الظهور في نتائج البحث: {{before}} في اليوم السابق، و{{since}} منذ التعزيز",
  plansTable: "مقارنة الباقات (مرّر أفقياً لرؤية كل الباقات)",
  countryLabel: "البلد",
};

export default roughEdges;

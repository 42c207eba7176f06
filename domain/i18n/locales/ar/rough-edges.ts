// The "roughEdges" section of the Arabic catalog (see ../ar.ts).
import type { Messages } from "../en.ts";

const roughEdges: Messages["roughEdges"] = {
  hidden: "مخفي",
  hiddenHint: "لا يظهر في نتائج البحث حتى تعيد إظهاره.",
  cancelled: "أُلغي الاشتراك: لا تاريخ انتهاء",
  boostEffect: "ما غيّره التعزيز الأخير",
  boostedToday: "عُزّز اليوم",
  boostedDaysAgo_zero: "عُزّز اليوم",
  boostedDaysAgo_one: "عُزّز قبل يوم واحد",
  boostedDaysAgo_two: "عُزّز قبل يومين",
  boostedDaysAgo_few: "عُزّز قبل {{count}} أيام",
  boostedDaysAgo_many: "عُزّز قبل {{count}} يومًا",
  boostedDaysAgo_other: "عُزّز قبل {{count}} يوم",
  boostImpressions_zero: "الظهور في نتائج البحث: {{before}} قبل التعزيز، و{{since}} منذ التعزيز",
  boostImpressions_one: "الظهور في نتائج البحث: {{before}} في اليوم السابق، و{{since}} منذ التعزيز",
  boostImpressions_two: "الظهور في نتائج البحث: {{before}} في اليومين السابقين، و{{since}} في اليومين التاليين",
  boostImpressions_few: "الظهور في نتائج البحث: {{before}} في الأيام الـ{{count}} السابقة، و{{since}} في الأيام الـ{{count}} التالية",
  boostImpressions_many: "الظهور في نتائج البحث: {{before}} في الـ{{count}} يومًا السابقة، و{{since}} في الـ{{count}} يومًا التالية",
  boostImpressions_other: "الظهور في نتائج البحث: {{before}} في الـ{{count}} يوم السابقة، و{{since}} في الـ{{count}} يوم التالية",
  plansTable: "مقارنة الباقات (مرّر أفقياً لرؤية كل الباقات)",
  countryLabel: "البلد",
};

export default roughEdges;

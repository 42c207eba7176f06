// خريطة النتائج (القرار 0036)؛ راجع ../ar.ts.
import type { Messages } from "../en.ts";

const map: Messages["map"] = {
  cluster_zero: "لا إعلانات هنا",
  cluster_one: "إعلان واحد هنا، كبّر الخريطة",
  cluster_two: "إعلانان هنا، كبّر الخريطة",
  cluster_few: "{{count}} إعلانات هنا، كبّر الخريطة",
  cluster_many: "{{count}} إعلانًا هنا، كبّر الخريطة",
  cluster_other: "{{count}} إعلان هنا، كبّر الخريطة",
  pin: "{{price}}، {{title}}",
  updating: "جارٍ تحديث الخريطة…",
  updateFailed: "تعذّر تحديث الخريطة. حرّكها لإعادة المحاولة.",
  listRoute: "تعرض الخريطة كل نتائج هذا البحث. وتعرضها القائمة صفحةً صفحة، وهي أسهل للقراءة بلوحة المفاتيح أو بقارئ الشاشة.",
  listLink: "عرض القائمة",
  zoomIn: "تكبير",
  zoomOut: "تصغير",
  close: "إغلاق",
};

export default map;

import type { Messages } from "../en.ts";

const favorites: Messages["favorites"] = {
  title: "المفضلة",
  intro: "الإعلانات التي حفظتها، الأحدث أولاً.",
  empty: "لم تحفظ أي إعلان بعد. اضغط «حفظ» على إعلان لتجده هنا.",
  browseRent: "عقارات للإيجار",
  browseBuy: "عقارات للبيع",
  unavailable: "لم يعد متاحاً",
  unavailableNote: "هذا الإعلان لم يعد منشوراً. قد يعود عندما يجدده صاحبه.",
  taken: { Rented: "مؤجَّر", Sold: "مُباع" },
  remove: "إزالة",
  removeLabel: "إزالة {{title}} من المفضلة",
};

export default favorites;

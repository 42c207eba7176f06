import type { Messages } from "../en.ts";

const savedSearches: Messages["savedSearches"] = {
  title: "عمليات البحث المحفوظة",
  intro: "عمليات البحث التي حفظتها، وكم مرة نرسل إليك الإعلانات الجديدة المطابقة لها.",
  menu: "عمليات البحث المحفوظة",
  empty: "لم تحفظ أي بحث بعد. ابحث في «إيجار» أو «شراء» واضغط «احفظ هذا البحث».",
  save: "احفظ هذا البحث",
  dialogTitle: "احفظ هذا البحث",
  dialogIntro: "سنرسل إليك الإعلانات الجديدة المطابقة له، والإعلانات التي ينخفض سعرها ضمن نطاقك.",
  name: "الاسم",
  frequency: "التنبيهات",
  frequencies: { instant: "فور نشرها", daily: "مرة في اليوم", weekly: "مرة في الأسبوع", off: "بلا تنبيهات" },
  submit: "حفظ",
  cancel: "إلغاء",
  saved: "تم حفظ البحث. تجده في «عمليات البحث المحفوظة».",
  manage: "إدارة عمليات البحث المحفوظة",
  open: "عرض النتائج",
  rentals: "إيجار",
  sales: "شراء",
  anything: "كل الإعلانات",
  alertsFor: "التنبيهات لـ {{name}}",
  update: "تحديث",
  delete: "حذف",
  deleteLabel: "حذف البحث المحفوظ {{name}}",
  // Only /saved-searches shows these (the signed-in part of the catalog).
  rename: {
    open: "إعادة التسمية",
    label: "إعادة التسمية للبحث المحفوظ {{name}}",
    newName: "الاسم الجديد",
    submit: "حفظ الاسم",
    done: "حُفظ الاسم.",
  },
  savedOn: "حُفظ في {{date}}",
  summary: {
    label: "ما يبحث عنه",
    priceFrom: "من {{price}}",
    priceTo: "حتى {{price}}",
    furnished: "مفروش",
    unfurnished: "غير مفروش",
  },
  nameRequired: "أعطِ هذا البحث اسماً.",
  nameTooLong: "يمكن أن يتكوّن الاسم من 80 حرفاً كحد أقصى.",
};

export default savedSearches;

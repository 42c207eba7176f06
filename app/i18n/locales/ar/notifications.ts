import type { Messages } from "../en.ts";

const notifications: Messages["notifications"] = {
  mailTitle: "إشعارات البريد",
  mailIntro: "لكل نوع من الإشعارات، اختر كل رسالة، أو ملخّصاً يومياً واحداً، أو لا شيء.",
  kinds: {
    requests: "طلبات الزيارة والرسائل",
    offers: "عروض الأسعار",
    savedSearchAlerts: "تنبيهات عمليات البحث المحفوظة",
    payments: "المدفوعات",
    tenants: "المستأجرون",
  },
  deliveries: { each: "كل رسالة", digest: "ملخّص يومي", none: "لا شيء" },
  save: "حفظ تفضيلات البريد",
  unsubscribeTitle: "إلغاء الاشتراك",
  confirmKind: "إيقاف الرسائل الخاصة بـ «{{kind}}»؟",
  confirmSearch: "إيقاف تنبيهات بحثك المحفوظ «{{name}}»؟",
  confirmHelp: "يمكنك إعادة تفعيلها في أي وقت.",
  unsubscribe: "إلغاء الاشتراك",
  doneKind: "تم: لن تصلك بعد الآن رسائل بشأن «{{kind}}».",
  doneSearch: "تم: لن يرسل بحثك المحفوظ «{{name}}» تنبيهات بعد الآن.",
  settingsLink: "تفضيلات البريد في إعداداتك",
  // The header's bell.
  bell: "الإشعارات",
  bellUnread: "الإشعارات ({{count}} غير مقروءة)",
  request: "الطلبات",
  offer: "العروض",
  none: "لا جديد",
};

export default notifications;

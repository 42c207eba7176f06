import type { MailCopy } from "./mail-copy.ts";

/** To a linked tenant: the landlord recorded an inspection (inspectionStartNotify). */
export const inspectionStarted: MailCopy = {
  en: {
    subject: "An inspection of your home is ready for you",
    intro: (data) => [`Your landlord recorded an inspection of "${data.listingTitle ?? ""}": the condition of each of the 12 areas, with notes and photos.`],
    button: "Review the inspection",
    after: () => ["Acknowledge each area, or add a comment where you see it differently. Your answers are kept with the inspection."],
  },
  ar: {
    subject: "معاينة منزلك جاهزة لمراجعتك",
    intro: (data) => [`سجّل المالك معاينة للعقار «${data.listingTitle ?? ""}»: حالة كل واحد من المجالات الاثني عشر مع ملاحظات وصور.`],
    button: "مراجعة المعاينة",
    after: () => ["أكّد كل مجال، أو أضف تعليقاً حيث ترى الأمر بشكل مختلف. تُحفظ إجاباتك مع المعاينة."],
  },
  fr: {
    subject: "L’état des lieux de votre logement vous attend",
    intro: (data) => [`Votre propriétaire a enregistré un état des lieux de « ${data.listingTitle ?? ""} »\u00a0: l’état de chacun des 12 espaces, avec notes et photos.`],
    button: "Consulter l’état des lieux",
    after: () => ["Validez chaque espace, ou ajoutez un commentaire là où vous voyez les choses autrement. Vos réponses sont conservées avec l’état des lieux."],
  },
};

// The "features" section of the Arabic catalog (see ../ar.ts).
const features = {
  filterTitle: "الكهرباء والموقف والإطلالة",
  floor: "الطابق",
  floorHint: "0 للطابق الأرضي، و-1 للطابق السفلي.",
  floorMin: "الطابق، من",
  floorMax: "الطابق، حتى",
  ground: "الطابق الأرضي",
  floorNumber: "الطابق {{floor}}",
  basement: "الطابق السفلي {{level}}",
  floorTop: "الطابق العاشر وما فوق",
  statePowerHours: "كهرباء الدولة، ساعات في اليوم",
  statePowerHoursHint: "كم ساعة في اليوم تؤمّن كهرباء لبنان التغذية، في المعدّل.",
  powerHoursMin: "كهرباء الدولة، على الأقل",
  powerHours: "{{hours}} ساعة يوميًا",
  powerHoursChip: "كهرباء الدولة ≥ {{hours}} ساعة",
  floorFromChip: "من الطابق {{floor}}",
  floorToChip: "حتى الطابق {{floor}}",
  any: "أيّ",
  priceNotNumber: "اكتب السعر بالأرقام، مثلًا 1,250.",
  pricePositive: "يجب أن يكون السعر أكثر من 0.",
  floorInvalid: "اكتب طابقًا من -5 إلى 200 (0 هو الطابق الأرضي).",
  powerHoursInvalid: "اكتب عدد ساعات من 0 إلى 24.",
};

export default features;

// The "features" section of the French catalog (see ../fr.ts).
const features = {
  filterTitle: "Électricité, parking et vue",
  floor: "Étage",
  floorHint: "0 pour le rez-de-chaussée, -1 pour un sous-sol.",
  floorMin: "Étage, à partir de",
  floorMax: "Étage, jusqu'à",
  ground: "Rez-de-chaussée",
  floorNumber: "Étage {{floor}}",
  basement: "Sous-sol {{level}}",
  floorTop: "10e étage ou plus",
  statePowerHours: "Électricité publique (EDL), heures par jour",
  statePowerHoursHint: "Combien d'heures par jour le réseau public fournit le courant, en moyenne.",
  powerHoursMin: "Électricité publique, au moins",
  powerHours: "{{hours}} h par jour",
  powerHoursChip: "Électricité publique ≥ {{hours}} h",
  floorFromChip: "À partir de l'étage {{floor}}",
  floorToChip: "Jusqu'à l'étage {{floor}}",
  any: "Indifférent",
  priceNotNumber: "Saisissez le prix en chiffres, par exemple 1 250.",
  pricePositive: "Le prix doit être supérieur à 0.",
  floorInvalid: "Saisissez un étage de -5 à 200 (0 est le rez-de-chaussée).",
  powerHoursInvalid: "Saisissez un nombre d'heures de 0 à 24.",
};

export default features;

// The "features" section of the English catalog (see ../en.ts): what decides a rental in Lebanon
// (power, parking, elevator, floor, view) in the form, the filters and the listing page, and the
// messages of typed amounts (decision 0037).
const features = {
  filterTitle: "Power, parking and view",
  floor: "Floor",
  floorHint: "0 for the ground floor, -1 for a basement.",
  floorMin: "Floor, from",
  floorMax: "Floor, up to",
  ground: "Ground floor",
  floorNumber: "Floor {{floor}}",
  basement: "Basement {{level}}",
  floorTop: "10th floor or higher",
  statePowerHours: "State power (EDL), hours a day",
  statePowerHoursHint: "How many hours a day the state grid supplies, on average.",
  powerHoursMin: "State power, at least",
  powerHours_one: "{{hours}} h a day",
  powerHours_other: "{{hours}} h a day",
  powerHoursChip_one: "State power ≥ {{hours}} h",
  powerHoursChip_other: "State power ≥ {{hours}} h",
  floorFromChip: "From floor {{floor}}",
  floorToChip: "Up to floor {{floor}}",
  any: "Any",
  priceNotNumber: "Type the price in digits, for example 1,250.",
  pricePositive: "The price must be more than 0.",
  floorInvalid: "Type a floor from -5 to 200 (0 is the ground floor).",
  powerHoursInvalid: "Type a number of hours from 0 to 24.",
};

export default features;

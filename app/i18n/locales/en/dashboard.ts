// The "dashboard" section of the English catalog (see ../en.ts).
const dashboard = {
  title: "Dashboard",
};

export default dashboard;

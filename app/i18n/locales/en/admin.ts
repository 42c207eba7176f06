// The "admin" section of the English catalog (see ../en.ts).
const admin = {
  title: "Administration",
};

export default admin;

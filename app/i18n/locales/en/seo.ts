// The "seo" section of the English catalog (see ../en.ts).
const seo = {
  title: "Beitna",
};

export default seo;

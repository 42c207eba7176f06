// The results map (decision 0036); see ../en.ts.
const map = {
  cluster_one: "{{count}} listing here, zoom in",
  cluster_other: "{{count}} listings here, zoom in",
  pin: "{{price}}, {{title}}",
  updating: "Updating the map…",
  updateFailed: "The map could not update. Move it to try again.",
  listRoute: "The map shows every result of this search. The list shows them page by page, easier to read with a keyboard or a screen reader.",
  listLink: "Show the list",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  close: "Close",
};

export default map;

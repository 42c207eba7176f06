/** Who acts on a listing: a signed-in user (an admin may act for any owner) or Beitna's own jobs. */
export type Actor = { kind: "user"; userId: string; isAdmin: boolean } | { kind: "system" };

export interface ContentSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface ContentDocument {
  title: string;
  summary: string;
  /** ISO date of the last update, e.g. "2026-11-22" */
  updated: string;
  sections: ContentSection[];
}

export interface SiteContent {
  privacyPolicy: ContentDocument;
  termsConditions: ContentDocument;
  servicePlanTerms: ContentDocument;
  /** Body of the "What Beitna offers" page. The plans table is rendered separately from data. */
  services: ContentDocument;
}

// Shared shape of the policy pages (/privacy, /terms). Data only: the page layout renders it.
// Inline links are written `[words](/path)` or `[words](mailto:…)`; the layout turns them into links.

export interface PolicySection {
  /** The heading's id: the table of contents links to `#id`. */
  id: string;
  heading: string;
  /** Paragraphs, in order. */
  paragraphs?: readonly string[];
  /** A bulleted list after the paragraphs. */
  list?: readonly string[];
  /** A closing paragraph after the list. */
  after?: string;
}

export interface Policy {
  title: string;
  /** One line under the title. */
  summary: string;
  /** For the document's meta description. */
  description: string;
  /** ISO date (YYYY-MM-DD) the text last changed; shown as "Last updated 24 Nov 2026". */
  updated: string;
  sections: readonly PolicySection[];
}

/** Who answers complaints about personal data (DPDP Act 2023, s. 8(10) and the IT Rules 2011's grievance officer). */
export const grievanceOfficer = {
  name: 'Grievance Officer, TuitionHub',
  email: 'office@tuitionhub.local',
  /** Working days within which a complaint is acknowledged, and resolved. */
  acknowledgeDays: 2,
  resolveDays: 30,
};

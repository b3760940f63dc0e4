/** A policy page's text: plain sections of paragraphs and lists, so the wording stays easy to review. */
export interface PolicySection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

export interface Policy {
  title: string;
  /** One sentence under the title saying what the page is for. */
  summary: string;
  sections: readonly PolicySection[];
}

/** The date the wording was last reviewed. */
export const POLICY_UPDATED = '22 November 2026';

/**
 * The spec's numbers, in one table (spec §9 "Business constants and limits", §5 "Validation rules").
 * Tests quote the spec next to each assertion.
 */
export const LIMITS = {
  /** "Text input maximum 1000 characters." */
  textInputMaxLength: 1000,
  /** "textarea default 4 rows, 30 columns, maximum 500 characters." */
  textareaMaxLength: 500,
  textareaRows: 4,
  textareaCols: 30,
  /** Attachments accepted by the mail send: our choice, the spec leaves it open. */
  attachmentMaxBytes: 5 * 1024 * 1024,
  attachmentMaxCount: 5,
  /** "Group booking needed for more than 6 guests." */
  maxPartySize: 6,
} as const;

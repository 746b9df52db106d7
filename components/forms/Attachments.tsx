/**
 * Files sent with a request (rules §form-fields: Attached files can be sent). The server checks them by content,
 * size and count; this control checks size and count first so the visitor hears of it before sending.
 */
import { ATTACHMENT_ERRORS } from '../../lib/forms/schemas.ts';
import { LIMITS } from '../../lib/limits.ts';
import { useT } from '../i18n.tsx';
import { Field } from './Field.tsx';

const ATTACHMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

export function attachmentsProblem(files: readonly File[]): 'count' | 'size' | undefined {
  if (files.length > LIMITS.attachmentMaxCount) return 'count';
  if (files.some((file) => file.size > LIMITS.attachmentMaxBytes)) return 'size';
  return undefined;
}

export type AttachmentsProblem = 'count' | 'size' | 'type';

/**
 * The problem of attachments the server refused, from its text for the `files` field.
 * @example refusedAttachments(ATTACHMENT_ERRORS.type) // 'type'
 */
export function refusedAttachments(message: string): AttachmentsProblem {
  const found = (Object.keys(ATTACHMENT_ERRORS) as AttachmentsProblem[]).find(
    (kind) => ATTACHMENT_ERRORS[kind] === message,
  );
  return found ?? 'type';
}

/** The file input keeps the visitor's choice itself (a file input cannot be set from script): the form holds a copy. */
export function Attachments({
  onChange,
  problem,
}: {
  onChange: (files: File[]) => void;
  problem: AttachmentsProblem | undefined;
}) {
  const t = useT();
  const limits = { count: LIMITS.attachmentMaxCount, megabytes: LIMITS.attachmentMaxBytes / 1024 / 1024 };
  return (
    <Field
      id="request-attachments"
      label={t('form.attachments')}
      hint={t('form.attachmentsHint', limits)}
      error={problem && { key: `form.error.attachments.${problem}`, vars: limits }}
    >
      {(control) => (
        <input
          {...control}
          type="file"
          name="files"
          multiple
          accept={ATTACHMENT_ACCEPT}
          onChange={(event) => onChange([...(event.currentTarget.files ?? [])])}
        />
      )}
    </Field>
  );
}

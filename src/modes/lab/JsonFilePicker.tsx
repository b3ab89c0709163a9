import type { TextProblem } from '../../engine/readText';
import { t } from '../../i18n';
import { textProblemMessage } from '../../store/readFile';
import '../../i18n/onDemand';

/** Why a chosen file's bytes could not be read as text, in the current language. */
export function unreadable(r: { text: TextProblem; size: number } | { unreadable: true }): string {
  return 'text' in r ? textProblemMessage(r.text, r.size) : t('explore.file.error.read');
}

/**
 * The lab's "load a JSON file" button: a hidden file input and the label styled as a button
 * (progress, instructor challenges, a workshop file, a recorded live session). The input is
 * emptied once the files are handled, so the same file can be chosen again.
 */
export function JsonFilePicker({
  id,
  label,
  onFiles,
  multiple = false,
  as: Tag = 'span',
  testId,
}: {
  id: string;
  label: string;
  onFiles: (files: File[]) => Promise<unknown>;
  multiple?: boolean;
  as?: 'span' | 'p';
  testId?: string;
}) {
  return (
    <Tag className="lab-file">
      <input
        id={id}
        className="lab-file__input"
        type="file"
        multiple={multiple}
        accept=".json,application/json"
        data-testid={testId}
        onChange={(e) => {
          const input = e.currentTarget;
          const files = [...(input.files ?? [])];
          if (files.length) void onFiles(files).finally(() => (input.value = ''));
        }}
      />
      <label className="btn" htmlFor={id}>
        {label}
      </label>
    </Tag>
  );
}

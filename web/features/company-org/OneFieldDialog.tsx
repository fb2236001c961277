// A dialog asking one thing (a name, a parent unit, a head): the shared FormDialog with one row, a text input or
// a select; 保存 posts through the caller and closes on success, a refusal keeps what was typed.
import { useState } from 'react';
import { FormDialog } from '../ui/FormDialog.tsx';
import { FormRow } from '../ui/FormRow.tsx';
import { useBusy } from '../ui/use-busy.ts';

export interface OneField {
  title: string;
  label: string;
  initial: string;
  /** a select's choices; none: a text input */
  options?: { value: string; label: string }[];
  save: (value: string) => Promise<boolean>;
}

export function OneFieldDialog({ field, onClose }: { field: OneField; onClose: () => void }) {
  const [value, setValue] = useState(field.initial);
  const { busy, run } = useBusy();
  const submit = () => run(async () => (await field.save(value.trim())) && onClose());
  return (
    <FormDialog title={field.title} onClose={onClose} onSubmit={submit} submitLabel="保存" busy={busy} className="org-dialog">
      <FormRow id="org-field" label={field.label}>
        {field.options ? (
          <select id="org-field" className="form-input" value={value} onChange={(event) => setValue(event.target.value)}>
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : (
          <input id="org-field" className="form-input" value={value} maxLength={30} onChange={(event) => setValue(event.target.value)} />
        )}
      </FormRow>
    </FormDialog>
  );
}

// The labelled rows the form dialogs repeat: a text input, a select of choices, a checkbox line. Each is a FormRow
// whose control carries the row's id, the form-input class, and (with an error) aria-invalid and aria-describedby
// pointing at the message under it, so the markup stays what the dialogs wrote by hand.
import type { InputHTMLAttributes } from 'react';
import { errorIdOf, FormRow } from './FormRow.tsx';

export interface Choice {
  value: string;
  label: string;
}

/** The choices of a closed list with its names: BUDGET_PERIODS with BUDGET_PERIOD_NAMES. */
export function choicesOf<K extends string>(values: readonly K[], names: Readonly<Record<K, string>>): Choice[] {
  return values.map((value) => ({ value, label: names[value] }));
}

/** The <option>s of a select, one a choice. */
export function Options({ choices }: { choices: readonly Choice[] }) {
  return choices.map((choice) => (
    <option key={choice.value} value={choice.value}>
      {choice.label}
    </option>
  ));
}

interface RowProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
}

/** What the control says about its message: invalid and described by it only while there is one. */
const errorAria = (id: string, error: string | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? errorIdOf(id) : undefined,
});

type InputExtras = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'value' | 'onChange'>;

export function InputRow({ id, label, value, onChange, error, required, ...input }: RowProps & InputExtras) {
  return (
    <FormRow id={id} label={label} error={error} required={required}>
      <input id={id} className="form-input" {...input} value={value} {...errorAria(id, error)} onChange={(e) => onChange(e.target.value)} />
    </FormRow>
  );
}

export function SelectRow({ id, label, value, onChange, error, required, choices }: RowProps & { choices: readonly Choice[] }) {
  return (
    <FormRow id={id} label={label} error={error} required={required}>
      <select id={id} className="form-input" value={value} {...errorAria(id, error)} onChange={(e) => onChange(e.target.value)}>
        <Options choices={choices} />
      </select>
    </FormRow>
  );
}

/** A checkbox with its words after it, inside one label (设为默认, 到期自动续期 …); `label` keeps any space it starts with. */
export function CheckLine(props: {
  className: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  disabled?: boolean;
}) {
  return (
    <label className={props.className}>
      <input type="checkbox" checked={props.checked} disabled={props.disabled} onChange={(e) => props.onChange(e.target.checked)} />
      {props.label}
    </label>
  );
}

/**
 * The honeypot (contract `website`) of every form: the field every bot fills and no person sees (the server
 * refuses a submission that has it). Out of sight but not display:none (some bots skip hidden fields), out
 * of the tab order, out of the accessibility tree.
 */
import './honeypot.css';

export function Honeypot({
  form,
  value,
  onChange,
}: {
  form: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = `${form}-website`;
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}

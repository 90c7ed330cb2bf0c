import { CopyButton } from '../ui/copy-button.js';

/** A secret the API answers only once: shown here, with a warning, never stored by the console. */
export function SecretOnce({ label, value }: { label: string; value: string }) {
  return (
    <div className="secret" role="status">
      <p>
        <strong>{label}</strong>, shown only now: copy it somewhere safe. It cannot be shown again.
      </p>
      <div className="link-box">
        <label>
          {label}
          <input readOnly value={value} onFocus={(event) => event.currentTarget.select()} />
        </label>
        <CopyButton value={value} label="Copy" />
      </div>
    </div>
  );
}
